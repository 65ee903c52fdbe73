// A case label of LLONG_MIN has no literal of its own (9223372036854775808 is unsigned, and
// gcc warns so): it is spelled as an expression, in both forms of the CPU code and in CUDA.
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t.c -o %t.o
// RUN: FileCheck %s < %t.c
// RUN: %bulkcc %s -o - | FileCheck %s
int pick(long long k, int x) {
  int r = 0;
  switch (k) {
  case -9223372036854775807LL - 1: r = x; break;
  case 9223372036854775807LL: r = 2; break;
  default: r = 3;
  }
  return r;
}
// CHECK: case (-9223372036854775807LL - 1):
// CHECK: case 9223372036854775807:
