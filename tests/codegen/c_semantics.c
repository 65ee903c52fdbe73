// Where C and C++ differ, the emitted code says what C means: character constants are int,
// sizeof is C's, library calls convert their arguments to the prototype's types, _Bool is bool.
// RUN: %bulkcc %s -o - | FileCheck %s
#include <math.h>
#include <stdbool.h>
double f(const float x[1], bool neg) {
  double r = sqrt(x[0]) + sqrtf(x[0]) + 'A' + sizeof('A') + sizeof(x[0] < 1);
  return neg ? -r : r;
}
// CHECK: bulkcc_entry_f(size_t bulk_p, const float *__restrict__ x, bool neg)
// CHECK: double r = (((sqrt((double)(x[((size_t)(0)) * bulk_p])) + sqrtf((float)(x[((size_t)(0)) * bulk_p]))) + ((int)65)) + ((unsigned long)4)) + ((unsigned long)4);
