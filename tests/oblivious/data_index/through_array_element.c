// Data stored in a working array and read back is still data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const int a[2], const float t[4]) {
  int tmp[2];
  tmp[0] = a[0] & 3;
  return t[tmp[0]];
// CHECK: through_array_element.c:[[@LINE-1]]:15: error: array index depends on input data
// CHECK: through_array_element.c:5:10: note: 'tmp' is input-dependent: it takes its value from 'a'
}
