// The header declares NAME_bulk_device beside NAME_bulk for the CUDA target (the arrays in GPU
// memory, in a layout the caller names, on the caller's stream), and only NAME_bulk for the CPU.
// Parameters spelled like NAME_bulk_device's own (layout, stream) take other names there.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %bulkcc %s -o %t/scale.cu --header %t/scale.h
// RUN: FileCheck %s < %t/scale.h
// RUN: FileCheck %s --check-prefix=DEF < %t/scale.cu
// RUN: cc -std=c11 -Wall -Wextra -Werror -fsyntax-only -I%runtime -include %t/scale.h -x c /dev/null
// RUN: %bulkcc --target=cpu %s -o %t/scale.c --header %t/scale_cpu.h
// RUN: FileCheck %s --check-prefix=CPU < %t/scale_cpu.h
float scale(float layout[2], float stream) {
  layout[0] *= stream;
  return layout[1];
}
// CHECK: int scale_bulk(size_t p, float *layout_arg, const float *stream_arg, float *result, bulk_timing *timing);
// CHECK: GPU memory
// CHECK: BULK_ROWS
// CHECK: BULK_COLUMNS
// CHECK: cudaStream_t
// CHECK-NEXT: {{.*}}bulk_strerror
// CHECK-NEXT: int scale_bulk_device(size_t p, float *layout_arg, const float *stream_arg, float *result, int layout, void *stream);
// DEF: extern "C" int scale_bulk_device(size_t p, float *layout_arg, const float *stream_arg, float *result, int layout, void *stream) {
// DEF: {"layout", (void *)layout_arg, 2u, sizeof(float), 1, 1},
// DEF-NEXT: {"stream", (void *)stream_arg, 1u, sizeof(float), 1, 0},
// CPU: int scale_bulk(size_t p, float *layout_arg, const float *stream_arg, float *result, bulk_timing *timing);
// CPU-NOT: _bulk_device
