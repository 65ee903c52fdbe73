// A parameter's outermost array may say [static n], [const n], [restrict n] and combinations
// (C11 6.7.6.3); the code is translated as for [n]. Elsewhere they are errors, as in gcc.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o %t.c && cc -std=c11 -Wall -Werror -fopenmp -I%runtime -c %t.c -o %t.o
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: env BULKCC=%bulkcc ARCH=%arch %S/../tools/differential.sh cpu %t.d %s | FileCheck %s --check-prefix=DIFF
// RUN: printf 'void f(float b[4][static 4]) {\n  float x[static 3];\n  float y[const 2];\n  b[0][0] = sizeof(int[static 3]);\n  x[0] = y[0] = 0;\n}\n' > %t.bad.c
// RUN: not %bulkcc --check %t.bad.c 2>&1 | FileCheck %s --check-prefix=BAD
static float h(const float a[const 4], int i) { return a[i & 3]; }
void f(const float a[restrict 4], float b[static 4], float c[const 4], float d[static const 4],
       const float e[const static 4][3], float g[__restrict 2], float k[volatile restrict 4]) {
  for (int i = 0; i < 4; i++) b[i] = a[i] + h(a, i) + e[i][2];
  c[0] = a[1]; d[3] = a[2]; g[1] = a[3]; k[0] = e[3][0];
}
// CHECK: param i
// CHECK: param a 'const float [4]'
// CHECK-NEXT: param b 'float [4]'
// CHECK-NEXT: param c 'float [4]'
// CHECK-NEXT: param d 'float [4]'
// CHECK-NEXT: param e 'const float [4][3]'
// CHECK-NEXT: param g 'float [2]'
// CHECK-NEXT: param k 'float [4]'
// DIFF-NOT: MISMATCH
// DIFF: p=1000: every output matches the sequential C
// BAD: bad.c:1:14: error: static or type qualifiers in non-parameter array declarator
// BAD: bad.c:2:9: error: static or type qualifiers in non-parameter array declarator
// BAD: bad.c:3:9: error: static or type qualifiers in non-parameter array declarator
// BAD: bad.c:4:23: error: static or type qualifiers in non-parameter array declarator
