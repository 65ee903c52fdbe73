// The team form's arrays, which every lane of a warp (or thread of a CPU team) reads and some
// write between the team's waits, carry no restrict: with it nvcc kept an element in a register
// across __syncwarp and a random program's team form gave wrong results on an H200
// (tests/differential/random_gpu.test, seed 4). The one-thread forms keep theirs.
// RUN: %bulkcc %s -o %t.cu && FileCheck %s < %t.cu
// RUN: %bulkcc --target=cpu %s -o %t.c && FileCheck --check-prefix=CPU %s < %t.c
void shared(const int a[64], int b[64]) {
  for (int i = 0; i < 64; i++) b[i] = a[i] + 1;
  b[0] = b[63];
}
// CHECK: void bulkcc_entry_shared(size_t bulk_p, const int *__restrict__ a, int *__restrict__ b)
// CHECK: bulkcc_team_entry_shared(unsigned bulk_lane, size_t bulk_p, const int * a, int * b)
// CHECK: __global__ void bulkcc_team_kernel_shared(size_t bulk_n, size_t bulk_p, const int * a, int * b)
// CPU: bulkcc_team_entry_shared(bulkcc_team_slot *bulk_team_buf, unsigned bulk_lane, unsigned bulk_team_n, size_t bulk_p, const int * a, int * b)
// CPU: static void bulkcc_team_instances_shared(size_t bulk_p, const int * a, int * b,
