// break and case outside their statements.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) {
  a[0] = 0;
  break;
// CHECK: break_outside.c:[[@LINE-1]]:3: error: 'break' outside a loop or switch
}
