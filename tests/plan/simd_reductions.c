// The CPU's entry one instance at a time takes an innermost loop's reductions in SIMD lanes where
// its clauses are OpenMP's canonical form and it stores no element: an integer sum as it is, a
// floating minimum with a second run for a zero's sign; not a loop with a loop inside, one that
// stores, one whose bound has another type than its counter, or on the GPU.
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CODE
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=CUDA
#define N 64
float reduce(const float a[N], const int b[N], float out[N]) {
  float m = 1e30f;
  int total = 0;
  for (int k = 0; k < N; k++) { // the two reductions at once
    if (a[k] < m) m = a[k];
    total += b[k];
  }
  for (int i = 0; i < 4; i++) // a loop inside: not this one
    for (int k = i; k < N; k++) total += b[k];
  for (int k = 0; k < N; k++) { // it stores
    out[k] = a[k];
    total += b[k];
  }
  for (int k = 0; k < (int)(N * 1L); k++) total ^= b[k]; // a cast on the bound, to the counter's type: taken
  for (long k = 0; k < 8; k++) total |= b[k]; // a long counter, an int bound: the plan asks for one type
  return m + (float)total;
}
// CHECK-LABEL: function reduce (entry)
// CHECK: for 12:3: reduction min over m (ties keep the earliest), + over total
// CHECK: simd for 12:3: one instance at a time, its reductions in SIMD lanes (#pragma omp simd); m run again as written where the lanes give a zero (its sign) or the largest finite value
// CHECK-NOT: simd for 16:
// CHECK: simd for 17:5: one instance at a time, its reductions in SIMD lanes (#pragma omp simd){{$}}
// CHECK-NOT: simd for 18:
// CHECK: simd for 22:3:
// CHECK-NOT: simd for 23:
// CODE-LABEL: bulkcc_instance_reduce
// CODE: #pragma omp simd reduction(min:m) reduction(+:total)
// CODE: if (!(m < bulk_before_m)) m = bulk_before_m;
// CODE: if (bulk_again) {
// CODE-NEXT: m = bulk_before_m;
// CODE-NEXT: total = bulk_before_total;
// CUDA-NOT: simd for
