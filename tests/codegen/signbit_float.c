// signbit computes what the host's C computes: gcc gives a float's sign bit in place
// (INT_MIN) and 1 for a double; the GPU's signbit gave 1 for both. The CUDA file picks the
// value by the host compiler it is built beside; the CPU's C is the user's compiler's own.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
#include <math.h>
int signs(float f, double d) { return signbit(f) + signbit(d); }
// CHECK: #if defined(__GNUC__) && !defined(__clang__)
// CHECK-NEXT: #define BULKCC_SIGNBIT_FLOAT (-2147483647 - 1)
// CHECK: return (signbit(f) ? BULKCC_SIGNBIT_FLOAT : 0) + (signbit(d) ? 1 : 0);
// CPU: ((int)signbit(f[bulk_l])) + ((int)signbit(d[bulk_l]))
