// Each function's role: an entry, a helper (called), both, or unused (not emitted); --entry
// narrows the entries.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc --entry top --dump=plan %s | FileCheck %s --check-prefix=ONE
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s --check-prefix=CPU
static float twice(float x) { return 2 * x; }
static float unused(float x) { return x; }
float top(const float a[4]) { return twice(a[0]); }
float also(const float a[4]) { return top(a) + 1; }
// CHECK-LABEL: function twice (helper): cuda form device function
// CHECK-LABEL: function unused (unused): cuda form device function
// CHECK-LABEL: function top (entry, helper): cuda form column-wise kernel
// CHECK-LABEL: function also (entry): cuda form column-wise kernel
// ONE-LABEL: function top (entry): cuda form column-wise kernel
// ONE-LABEL: function also (unused)
// CPU-LABEL: function twice (helper): cpu form per-instance function
// CPU-LABEL: function top (entry, helper): cpu form spmd lanes
