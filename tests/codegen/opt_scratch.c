// OPT's table M is a per-instance working array: column-wise scratch in global memory,
// allocated by the host function and passed to the kernel; the result is one value per instance.
// RUN: %bulkcc -DN=16 %S/../../samples/opt.c -o - | FileCheck %s
// CHECK-LABEL: static __device__ __forceinline__ float bulkcc_entry_opt(size_t bulk_p, const float *__restrict__ c, float *__restrict__ M)
// CHECK: /* float M[16][16]: per-instance, column-wise in global memory */
// CHECK: float s = __builtin_inff();
// the inner loop loads both elements of 32 iterations first
// CHECK: { /* the loads of 32 iterations first */
// CHECK: bulk_ahead0[bulk_u] = M[(((size_t)(i)) * 16u + (size_t)((k + bulk_u))) * bulk_p];
// CHECK-NEXT: bulk_ahead1[bulk_u] = M[(((size_t)(((k + bulk_u) + 1))) * 16u + (size_t)(j)) * bulk_p];
// CHECK: float r = bulk_ahead0[bulk_u] + bulk_ahead1[bulk_u];
// CHECK: float r = M[(((size_t)(i)) * 16u + (size_t)(k)) * bulk_p] + M[(((size_t)((k + 1))) * 16u + (size_t)(j)) * bulk_p];
// CHECK: return M[(((size_t)(1)) * 16u + (size_t)((16 - 1))) * bulk_p];
// CHECK-LABEL: __global__ void bulkcc_kernel_opt(size_t bulk_p, const float *__restrict__ c, float *__restrict__ bulk_result, float *__restrict__ M)
// CHECK: bulk_result[bulk_j] = bulkcc_entry_opt(bulk_p, c + bulk_j, M + bulk_j);
// CHECK-LABEL: extern "C" int opt_bulk(size_t p, const float *c, float *result, bulk_timing *timing)
// CHECK: if (!c || !result) return BULK_ERROR_INVALID_ARGUMENT;
// CHECK: float *bulk_d_M = (float *)bulk_run_alloc(&run, p, 256, sizeof(float)); /* working array */
// CHECK: bulk_run_to_columns(&run, bulk_d_c, c, p, 256, sizeof(float), bulk_staging);
// const input is not copied back
// CHECK-NOT: bulk_run_from_columns
// CHECK: bulk_run_download(&run, result, bulk_dev_result, p * sizeof(float));
