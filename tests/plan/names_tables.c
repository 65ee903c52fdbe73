// Tables move to file scope with the emitter's prefix; a function's own table names its function.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
static const float weights[4] = {1, 2, 3, 4};
float weigh(const float a[4]) {
  static const float bias[2] = {0.5f, 0.25f};
  float s = bias[0];
  for (int i = 0; i < 4; i++) s += a[i] * weights[i];
  return s;
}
// CHECK: table weights: bulkcc_t_weights{{$}}
// CHECK: table bias: bulkcc_t_weigh_bias{{$}}
// CHECK-LABEL: function weigh (entry)
// CHECK-NOT: name
