// A loop counter advanced by a data-dependent step: the trip count depends on the data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[16], const int step[1]) {
  float s = 0;
  for (int i = 0; i < 16; i += 1 + (step[0] & 1)) s += a[i];
// CHECK: data_increment.c:[[@LINE-1]]:21: error: loop condition depends on input data
// CHECK: note: 'i' is input-dependent: it takes its value from 'step'
  return s;
}
