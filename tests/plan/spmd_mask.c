// --target=cpu: an if on input data that stores to an array becomes a mask over the lanes.
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=CUDA
void clamp(float a[16]) {
  for (int i = 0; i < 16; i++)
    if (a[i] < 0) a[i] = 0;
}
// CHECK-LABEL: function clamp (entry): cpu form spmd lanes
// CHECK: if 6:5: mask (on input data)
// CUDA-LABEL: function clamp (entry): cuda form column-wise kernel
// CUDA: if 6:5: branch (on input data)
