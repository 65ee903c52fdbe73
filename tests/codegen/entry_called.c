// An entry called by another entry is also a device function, with thread-local arrays.
// RUN: %bulkcc %s -o - | FileCheck %s
float sum(const float v[4]) { float t[4]; float s = 0; for (int i = 0; i < 4; i++) { t[i] = v[i]; s += t[i]; } return s; }
float twice(const float v[4]) { return 2 * sum(v); }
// CHECK: static __device__ float bulkcc_fn_sum(const float *v, size_t bulk_stride_v);
// CHECK-LABEL: bulkcc_entry_sum(size_t bulk_p, const float *__restrict__ v)
// CHECK: extern "C" int sum_bulk_cuda(
// CHECK-LABEL: bulkcc_entry_twice(size_t bulk_p, const float *__restrict__ v)
// CHECK: return __fmul_rn(2, bulkcc_fn_sum(v, bulk_p));
// CHECK: extern "C" int twice_bulk_cuda(
