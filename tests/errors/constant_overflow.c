// Constant expressions that overflow long long wrap as the hardware does, and are never a crash
// (LLONG_MIN / -1 traps on x86).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int f(int b[2]) { int a[(-9223372036854775807LL-1) / -1]; int c[-(-9223372036854775807LL-1)]; return b[0] + (-9223372036854775807LL-1) % -1; }
// CHECK: constant_overflow.c:[[@LINE-1]]:52: error: size of array 'a' is -9223372036854775808; it must be positive
// CHECK: constant_overflow.c:[[@LINE-2]]:65: error: size of array 'c' is -9223372036854775808; it must be positive
// CHECK: 2 errors generated.
