// The CPU's path for few instances (one instance at a time, on row-wise arrays) keeps the
// transpose of a 2-D working array whose column an innermost loop walks: every store to the
// array stores the transpose too, and the column is read as a row of the transpose. The chunks'
// lanes (the SPMD kernel) keep no transpose.
// RUN: %bulkcc --target=cpu -DN=16 --dump=plan %S/../../samples/opt.c | FileCheck %s --check-prefix=PLAN
// RUN: %bulkcc --target=cpu -DN=16 %S/../../samples/opt.c -o - | FileCheck %s
// RUN: %bulkcc --target=cpu --layout=row -DN=16 --dump=plan %S/../../samples/opt.c | FileCheck %s --check-prefix=ROW
// PLAN: mirror M, one instance at a time: its transpose kept beside it, the columns innermost loops walk read as rows
// ROW-NOT: mirror
// CHECK-LABEL: static inline float bulkcc_instance_opt(size_t bulk_p, const float *restrict c, float *restrict M, float *restrict bulk_mirror_M)
// CHECK: M[(((size_t)(i)) * 16u + (size_t)(i))] = 0;
// CHECK-NEXT: bulk_mirror_M[(((size_t)(i)) * 16u + (size_t)(i))] = M[(((size_t)(i)) * 16u + (size_t)(i))];
// CHECK: float r = M[(((size_t)(i)) * 16u + (size_t)(k))] + bulk_mirror_M[(((size_t)(j)) * 16u + (size_t)((k + 1)))];
// CHECK: bulk_mirror_M[(((size_t)(j)) * 16u + (size_t)(i))] = M[(((size_t)(i)) * 16u + (size_t)(j))];
// CHECK-LABEL: static int bulkcc_few_opt(
// CHECK: float *bulk_d_bulk_mirror_M = (float *)bulk_run_alloc(&run, p, 256, sizeof(float)); /* a working array's transpose */
// CHECK: bulkcc_instances_opt({{.*}}, bulk_d_M, bulk_d_bulk_mirror_M);
// CHECK-LABEL: int opt_bulk_cpu(
// CHECK-NOT: bulk_mirror_M
// CHECK: return bulk_run_end(&run, timing);
