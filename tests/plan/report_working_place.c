// --report says where the working arrays are kept as the plan keeps them (--dump=plan's "working
// arrays"), on each target and layout: small ones in registers on the GPU, a large one
// column-wise in global memory, row-wise with --layout=row; on the CPU in the run's buffers.
// RUN: %bulkcc --check --report %s | FileCheck %s --check-prefix=CUDA
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
// RUN: %bulkcc --check --report --layout=row %s | FileCheck %s --check-prefix=ROW
// RUN: %bulkcc --check --report --target=cpu %s | FileCheck %s --check-prefix=CPU
// RUN: %bulkcc --check --report --target=cpu --layout=row %s | FileCheck %s --check-prefix=CPU-ROW
float small(const float a[8]) {
  float w[8];
  for (int i = 0; i < 8; i++) w[i] = a[i] * 2;
  float s = 0;
  for (int i = 0; i < 8; i++) s += w[i];
  return s;
}
float large(const float a[8]) {
  float w[300];
  for (int i = 0; i < 300; i++) w[i] = a[i % 8];
  float s = 0;
  for (int i = 0; i < 300; i++) s += w[(i * 7) % 300];
  return s;
}
// CUDA-LABEL: entry small
// CUDA: working    w            float [8]                    each thread's own, in registers (its loops unrolled)
// CUDA-LABEL: entry large
// CUDA: working    w            float [300]                  per instance, column-wise in global memory
// PLAN-LABEL: function small (entry)
// PLAN-NEXT: working arrays: registers
// PLAN-LABEL: function large (entry)
// PLAN-NEXT: working arrays: memory
// ROW-COUNT-2: per instance, row-wise in global memory
// CPU-COUNT-2: per instance, column-wise in a buffer of each CPU thread's chunk of instances
// CPU-ROW-COUNT-2: per instance, row-wise in a buffer of every instance
