// A file-scope variable would be shared by every instance.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float total;
// CHECK: global_variable.c:[[@LINE-1]]:7: error: file-scope variable 'total' would be shared by every instance; make it a 'static const' table
void f(float a[4]) { a[0] = 0; }
