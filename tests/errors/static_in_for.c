// A for's declaration declares objects of automatic storage only (C11 6.8.5p3): a static one,
// table or not, is an error, as in gcc (it was once accepted and emitted as `for (array t = 1; ...`).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
// RUN: not gcc -std=c11 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=GCC
float f(float a[4]) {
  float s = 0;
  for (static const float t1[2] = {1, 2}; s < 1; s++) a[0] = t1[0];
// CHECK: static_in_for.c:[[@LINE-1]]:27: error: declaration of static variable 't1' in 'for' loop initial declaration
// GCC: static_in_for.c:[[@LINE-2]]:27: error: declaration of static variable {{.t1.}} in {{.for.}} loop initial declaration
  for (int i = 0, j = 1; i < 2; i++) a[i] = (float)j;
  return s;
}
// CHECK: 1 error generated.
