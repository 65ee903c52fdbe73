// Which innermost loops load several iterations ahead (plan/ahead.c): each entry of the input
// is one case of the proof that no earlier iteration of a group writes what a later one reads.
// Their results are checked against the sequential C in differential/{cpu,emulation,gpu}.test.
// RUN: %bulkcc %S/../differential/programs/ahead_loops.c -o - | FileCheck %s
// CHECK-LABEL: entry running_sum:
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-LABEL: entry shift_up:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry shift_down:
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)(((i + bulk_u) + 1))) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = a[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-LABEL: entry backwards:
// CHECK: for (; i - 31 > 0; i -= 32) {
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)(((i - bulk_u) - 1))) * bulk_p];
// CHECK-LABEL: entry backwards_chain:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry strided:
// two reads per iteration: groups of 32 keep 64 values waiting
// CHECK: { /* the loads of 32 iterations first */
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)(((2 * (i + bulk_u)) + 1))) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = w[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-LABEL: entry same_cell:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry conditional:
// CHECK: bulk_ahead0[bulk_u] = t[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-NOT: bulk_ahead1
// CHECK: a[((size_t)((i + bulk_u))) * bulk_p] = ((bulk_ahead0[bulk_u] > 0.5f) ? __fmul_rn(a[((size_t)((i + bulk_u))) * bulk_p], 2) : a[((size_t)(((40 - 1) - (i + bulk_u)))) * bulk_p]);
// CHECK-LABEL: entry rows:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry computed_index:
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-NOT: bulk_ahead1
// CHECK: k = (((i + bulk_u) * 7) % 40);
// CHECK-NEXT: a[((size_t)((i + bulk_u))) * bulk_p] = (bulk_ahead0[bulk_u] + b[((size_t)(k)) * bulk_p]);
// CHECK-LABEL: entry four_reads:
// CHECK: { /* the loads of 16 iterations first */
// CHECK: float bulk_ahead3[16];
// CHECK-LABEL: entry index_set_after:
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-NOT: bulk_ahead1
// CHECK: a[((size_t)((i + bulk_u))) * bulk_p] = (bulk_ahead0[bulk_u] - b[((size_t)(k)) * bulk_p]);
// CHECK-LABEL: entry wrapped_index:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry triangle:
// CHECK: { /* the loads of 16 iterations first */
// CHECK: for (; k + 15 < i; k += 16) {
// CHECK: if (k < i) { /* the last iterations, their loads first as well */
// CHECK: const int bulk_at = ((k + bulk_u) < i) ? k + bulk_u : k;
// CHECK-NEXT: bulk_ahead0[bulk_u] = b[((size_t)(bulk_at)) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = b[((size_t)((i - bulk_at))) * bulk_p];
// CHECK: for (int bulk_u = 0; bulk_u < 16; bulk_u++)
// CHECK-NEXT: if ((k + bulk_u) < i)
// CHECK-LABEL: entry triangle_counter_after:
// CHECK: { /* the loads of 32 iterations first */
// CHECK: for (; k + 31 < i; k += 32) {
// CHECK-NOT: bulk_at
// CHECK: for (; k < i; k++)
