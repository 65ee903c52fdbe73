// '#pragma bulkcc gather' allows one statement to gather; the rest stays strict.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float table[16], const int key[2]) {
  float s = 0;
#pragma bulkcc gather
  s += table[key[0] & 15];
// CHECK: pragma_gather.c:[[@LINE-1]]:21: warning: array index depends on input data (gather allowed)
  s += table[key[1] & 15];
// CHECK: pragma_gather.c:[[@LINE-1]]:21: error: array index depends on input data
  return s;
}
// CHECK: 1 warning and 1 error generated.
