// An array parameter is a pointer in C (6.7.6.3): sizeof gives a pointer's size, 8, with gcc's
// -Wsizeof-array-argument warning; sizeof of one of its rows is the row's size.
// RUN: %bulkcc --dump=ast %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: rm -rf %t && env BULKCC=%bulkcc %S/../tools/differential.sh cpu %t %s | FileCheck --check-prefix=SAME %s
// RUN: env BULKCC=%bulkcc %S/../tools/differential.sh emulate %t/emu %s | FileCheck --check-prefix=SAME %s
void f(const double m[3][5], const float v[8], unsigned long out[4]) {
  out[0] = sizeof(m);
  out[1] = sizeof m[0];
  out[2] = sizeof v;
  out[3] = sizeof((v)) + sizeof v[0] + (unsigned long)(m[0][0] > 0) + (unsigned long)(v[0] > 0);
}
// CHECK: sizeof =8 'unsigned long'
// CHECK: sizeof =40 'unsigned long'
// CHECK: sizeof =8 'unsigned long'
// CHECK: sizeof =8 'unsigned long'
// CHECK: sizeof =4 'unsigned long'
// WARN: 8:19: warning: 'sizeof' on array function parameter 'm' will return size of 'const double (*)[5]'
// WARN: 7:21: note: declared here
// WARN: 10:19: warning: 'sizeof' on array function parameter 'v' will return size of 'const float *'
// WARN: 11:20: warning: 'sizeof' on array function parameter 'v' will return size of 'const float *'
// SAME-NOT: MISMATCH
// SAME: p=1000: every output matches the sequential C
