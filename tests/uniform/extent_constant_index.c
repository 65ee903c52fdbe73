// With --uniform n and no range, a pointer parameter reached only at indices no uniform value
// chooses (a constant one) takes its extent from those accesses: one evaluation with n unknown
// shows them. One whose elements n chooses still needs LO..HI or --extent.
// RUN: %bulkcc --check --uniform n %s -DCONSTANT
// RUN: %bulkcc %s --uniform n -DCONSTANT --header - -o /dev/null | FileCheck %s
// CHECK: a: input, 3 elements of float per instance
// RUN: not %bulkcc --check --uniform n %s 2>&1 | FileCheck %s --check-prefix=CHOSEN
// CHOSEN: error: the extent of 'a' cannot be taken from its accesses: the uniform parameters' values choose which elements are reached
#ifdef CONSTANT
float constant(int n, const float *a) { return a[2] * (float)n + a[0]; }
#else
float chosen(int n, const float *a) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
#endif
