// --target=cpu: u takes s's value while that is still uniform, so the analysis finds u uniform;
// but s is one value per lane, so u becomes one too (promoted). w stays one scalar.
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s
float copy_before(const float a[4]) {
  float s = 1;
  float u = s;
  float w = 2;
  s = a[0];
  return u + s + w;
}
// CHECK-LABEL: function copy_before (entry): cpu form spmd lanes
// CHECK: varying s{{$}}
// CHECK-NEXT: varying u (promoted)
// CHECK-NOT: varying w
