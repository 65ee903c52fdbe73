// On the CPU, entries that call helpers keep the SPMD form: a call on uniform scalars runs once
// per chunk, as control; a call on lane data runs in the lane loop, given the lane's own arrays.
// RUN: %bulkcc --target=cpu %S/../differential/programs/helpers.c -o - | FileCheck %s
// CHECK: static inline void bulkcc_fn_scale(float *v, size_t bulk_stride_v, float k);
// CHECK-LABEL: entry f: SPMD over a chunk of instances
// CHECK: for (; i < bulkcc_fn_imin((int)(2), (int)(9)); i++)
// CHECK: #pragma omp simd
// CHECK-NEXT: for (int bulk_l = 0; bulk_l < bulk_n; bulk_l++) {
// CHECK-NEXT: bulkcc_fn_scale((a + ((size_t)(i)) * 4u * BULKCC_CHUNK + bulk_l), BULKCC_CHUNK, (float)(bulkcc_fn_twice((float)(a[(((size_t)(i)) * 4u + (size_t)(0)) * BULKCC_CHUNK + bulk_l]))));
// CHECK-NEXT: s[bulk_l] += bulkcc_fn_twice((float)(a[(((size_t)(i)) * 4u + (size_t)(bulkcc_fn_imin((int)(i), (int)(3)))) * BULKCC_CHUNK + bulk_l]));
// CHECK-NEXT: }
