// Undeclared names and functions.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[4]) {
  return a[0] + missing + helper(a[1]);
// CHECK: undeclared.c:[[@LINE-1]]:17: error: use of undeclared identifier 'missing'
// CHECK: undeclared.c:[[@LINE-2]]:27: error: call to undeclared function 'helper'
}
