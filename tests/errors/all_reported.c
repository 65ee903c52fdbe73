// Errors of several kinds in one file are all reported, each once, then counted.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float **a, float b[4]) {
// CHECK: all_reported.c:[[@LINE-1]]:16: error: parameter 'a' is a pointer to pointers
  float t[4];
  t[0] = undefined_thing;
// CHECK: all_reported.c:[[@LINE-1]]:10: error: use of undeclared identifier 'undefined_thing'
  goto out;
// CHECK: all_reported.c:[[@LINE-1]]:3: error: goto is not supported
  b[0] = t[0];
}
// CHECK: 3 errors generated.
