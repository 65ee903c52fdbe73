// Data-dependent jumps are allowed with a divergence warning too (near-oblivious search).
// RUN: %bulkcc --allow-gather --check %s 2>&1 | FileCheck %s
int first_zero(const int a[8]) {
  for (int i = 0; i < 8; i++)
    if (a[i] == 0) return i;
// CHECK: early_exit.c:[[@LINE-1]]:20: warning: 'return' is controlled by input data (allowed): the threads of a warp diverge here
// CHECK: early_exit.c:[[@LINE-2]]:14: note: this condition depends on input data
  return -1;
}
