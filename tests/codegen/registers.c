// An entry whose working arrays are small and whose every loop can unroll keeps them as the
// thread's own arrays, with its loops unrolled, so that constant indices put them in registers
// (OPT with N = 8); nvcc then needs no stack for them.
// RUN: %bulkcc -DN=8 %S/../../samples/opt.c -o %t.cu
// RUN: FileCheck %s < %t.cu
// CHECK-LABEL: bulkcc_entry_opt(size_t bulk_p, const float *__restrict__ c) {
// CHECK-NEXT: (void)bulk_p;
// CHECK-NEXT: float M[64];
// CHECK-NEXT: BULKCC_UNROLL
// CHECK: M[(((size_t)(i)) * 8u + (size_t)(k))]
// CHECK-LABEL: __global__ void bulkcc_kernel_opt(size_t bulk_n, size_t bulk_p, const float *__restrict__ c, float *__restrict__ bulk_result)
// CHECK-NOT: working array
