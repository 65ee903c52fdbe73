// <math.h>'s NAN, INFINITY and HUGE_VAL(F) are constants in tables, as the README says.
// RUN: rm -rf %t && env BULKCC=%bulkcc %S/../tools/differential.sh cpu %t %s | FileCheck %s
// RUN: env BULKCC=%bulkcc %S/../tools/differential.sh emulate %t/emu %s | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: p=1000: every output matches the sequential C
#include <math.h>
static const float t[4] = {NAN, INFINITY, -HUGE_VALF, 1.0f};
const double u[2] = {HUGE_VAL, -NAN};
void f(const float a[3], int out[6]) { out[0] = isnan(t[0]); out[1] = isinf(t[1]); out[2] = t[2] < 0; out[3] = isinf(u[0]) + (a[0] < t[1]); out[4] = t[1] > 1e38f; out[5] = signbit(u[1]) != 0; }
