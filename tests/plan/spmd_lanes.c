// --target=cpu: uniform control and addresses, the SPMD form; the sum is one value per lane. An
// entry that streams through its 64 bytes of arrays takes the largest chunk, 128 instances.
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s
float total(const float a[16]) {
  float s = 0;
  for (int i = 0; i < 16; i++) s += a[i];
  return s;
}
// CHECK-LABEL: function total (entry): cpu form spmd lanes
// CHECK-NEXT: working arrays: none
// CHECK-NEXT: chunk: 128 instances (streamed through)
// CHECK-NEXT: parameter a: in
// CHECK-NEXT: for 6:3: reduction + over s
// CHECK-NEXT: varying s{{$}}
// CHECK-NOT: varying i
