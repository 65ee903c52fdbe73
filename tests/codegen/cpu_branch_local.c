// --target=cpu: a variable declared inside a branch on input data and assigned there ends with the
// branch, so the branch does not make it input-dependent: it stays one scalar for every lane, and
// the entry keeps its SPMD form.
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
float f(const float a[4], float out[4]) {
  float s = 0;
  for (int i = 0; i < 4; i++) {
    if (a[i] > 0) { int j = 0; j = i; s += a[j]; out[j] = s; }
  }
  return s;
}
// CHECK: entry f: SPMD over a chunk of instances, the lanes innermost
// CHECK-NOT: j[BULKCC_CHUNK]
// CHECK: int j = 0;
// CHECK-NEXT: j = i;
// CHECK-NEXT: #pragma omp simd
// CHECK: s[bulk_l] += a[((size_t)(j)) * BULKCC_CHUNK + bulk_l];
