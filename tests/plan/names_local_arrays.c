// An entry's local arrays become kernel parameters: two named w, in different blocks, get names of
// their own (with their symbol's index).
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float halves(const float a[64]) {
  float s = 0;
  {
    float w[64];
    for (int i = 0; i < 64; i++) w[i] = a[i];
    s += w[3];
  }
  {
    float w[64];
    for (int i = 0; i < 64; i++) w[i] = 2 * a[i];
    s += w[5];
  }
  return s;
}
// CHECK-LABEL: function halves (entry)
// CHECK: name w: [[FIRST:w_[0-9]+]]
// CHECK-NOT: name w: [[FIRST]]
// CHECK: name w: w_{{[0-9]+}}
