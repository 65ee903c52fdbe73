// An early return inside a helper, when the call passes data, is controlled by the data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static int sign(int x) { if (x < 0) return -1; return 1; }
int f(const int a[1]) { return sign(a[0]); }
// CHECK: helper_early_return.c:3:37: error: 'return' is controlled by input data
// CHECK: helper_early_return.c:3:32: note: this condition depends on input data
// CHECK: note: 'x' is a parameter of 'sign', which is called here with input-dependent data
// CHECK: note: 'a' holds input data: it is a parameter of entry 'f'
