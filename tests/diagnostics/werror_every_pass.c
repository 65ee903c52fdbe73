// A warning made an error by -Werror stops no pass, as in gcc: the bounds warnings of the
// evaluation come after the obliviousness check's, and the run still fails (exit 1, no output).
// RUN: not %bulkcc --allow-gather -Werror %s -o %t.cu 2>&1 | FileCheck %s
// RUN: test ! -e %t.cu
static const unsigned char sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
unsigned char look(const int in[2]) {
  return sbox[in[0]];
// CHECK: werror_every_pass.c:[[@LINE-1]]:17: error: array index depends on input data (gather allowed){{.*}} [-Werror=oblivious-index]
// CHECK: werror_every_pass.c:[[@LINE-2]]:14: error: access to 'sbox' not proved in bounds{{.*}} [-Werror=bounds]
}
// CHECK: 2 errors generated.
