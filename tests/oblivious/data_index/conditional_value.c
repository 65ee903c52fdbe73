// A value chosen by ?: on data is data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float a[2], const float t[2]) {
  int k = a[0] > a[1] ? 1 : 0;
  return t[k];
// CHECK: conditional_value.c:[[@LINE-1]]:12: error: array index depends on input data
// CHECK: note: 'k' is input-dependent: it takes its value from 'a'
}
