// A syntax error names the token expected, at the right place.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) {
  a[0] = 1
  a[1] = 2;
// CHECK: syntax.c:[[@LINE-1]]:3: error: syntax error, unexpected identifier, expecting ';'
}
