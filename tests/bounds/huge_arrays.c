// The evaluation keeps only the elements written of a large array: a table of 2^30 floats and a
// working array of 2^28 doubles are checked in a few megabytes (the limit on virtual memory
// makes an attempt to hold every element fail; AddressSanitizer needs more, so it goes without).
// RUN: sh -c 'grep -q __asan_init "$0" || ulimit -v 2000000; exec "$0" --check --report "$1"' %bulkcc %s | FileCheck %s
static const float t[1 << 30] = {1, 2, 3};
float f(const float a[4]) {
  double w[1 << 28];
  for (int i = 0; i < 4; i++) w[i * 1000] = a[i];
  return t[2] + t[1 << 29] + (float)w[3000];
}
// CHECK: memory accesses per instance: t = 9, plus 2 reads of constant tables
// CHECK: bounds: 5 of 5 array accesses proved in bounds
