// Calls with the wrong number of arguments.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static float twice(float x) { return 2 * x; }
float f(const float a[4]) { return twice(a[0], a[1]); }
// CHECK: arity.c:[[@LINE-1]]:36: error: 'twice' takes 1 argument but 2 are given
