// A static local variable would be shared by every instance.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) {
  static int calls = 0;
// CHECK: static_local.c:[[@LINE-1]]:14: error: static variable 'calls' would be shared by every instance
  a[0] = calls;
}
