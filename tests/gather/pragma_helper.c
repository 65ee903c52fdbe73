// A gathering statement covers the helpers it calls.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s
static float at(const float t[8], int i) { return t[i & 7]; }
float f(const float t[8], const int k[1]) {
#pragma bulkcc gather
  return at(t, k[0]);
}
// CHECK: pragma_helper.c:3:55: warning: array index depends on input data (gather allowed)
// CHECK: 1 warning generated.
