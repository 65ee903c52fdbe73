// A definition after a static prototype has internal linkage (C11 6.2.2): it is a helper, not
// an entry of its own.
// RUN: %bulkcc --check --report %s 2>&1 | FileCheck %s
static int twice(int x);
int twice(int x) { return 2 * x; }
int f(const int a[1]) { return twice(a[0]); }
// CHECK-NOT: entry twice
// CHECK: entry f
// CHECK-NOT: entry twice
