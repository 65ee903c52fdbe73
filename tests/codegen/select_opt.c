// OPT's inner `if (r < s) s = r;` depends on the data: it becomes a branch-free select, so the
// threads of a warp never split.
// RUN: %bulkcc -DN=8 %S/../../samples/opt.c -o - | FileCheck %s
// CHECK: float r = M[
// CHECK-NEXT: { /* select on input data */
// CHECK-NEXT: const bool bulk_sel = r < s;
// CHECK-NEXT: s = bulk_sel ? (float)(r) : s;
// CHECK-NEXT: }
// CHECK-NOT: if (r < s)
