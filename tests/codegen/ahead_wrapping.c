// Load-ahead's offsets follow C's integer types (plan/ahead.c): an index that wraps to the
// element the iteration before wrote keeps its read in place; one that wraps to an element no
// earlier iteration writes is still loaded ahead. The results are compared with the sequential
// C in differential/ahead_wrapping.test.
// RUN: %bulkcc %S/../differential/Inputs/ahead_wrapping.c -o - | FileCheck %s
// CHECK-LABEL: entry plus_max_unsigned:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry plus_max_hex:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry cast_plus_max:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry plus_max_unsigned_long:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry minus_one_unsigned:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry short_wrap:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry atom_wrap:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry row_wrap:
// CHECK-NOT: the loads of
// CHECK-LABEL: entry plus_one_wrapped:
// CHECK: the loads of 32 iterations first
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)(((unsigned int)(((i + bulk_u) + 4294967297))))) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = a[((size_t)((i + bulk_u))) * bulk_p];
// CHECK-LABEL: entry plus_one_unsigned:
// CHECK: the loads of 32 iterations first
// CHECK: bulk_ahead0[bulk_u] = a[((size_t)(((i + bulk_u) + 1u))) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = a[((size_t)((i + bulk_u))) * bulk_p];
