// Every form follows a case label with an empty statement. In C a label cannot stand before a
// declaration, and the CPU's SPMD form begins an if on input data with the declaration of its
// masks: `case 1: bool bulk_then0[...]` would not compile. One walker spells labels for all
// forms, so the CUDA and per-instance code have the same `case 1:;`.
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: FileCheck %s --check-prefix=LANES < %t.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -fsyntax-only -I%runtime %t.c
// RUN: %bulkcc %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %emulate -Wall -Wextra -Werror -fsyntax-only -x c++ %t.cu
float f(const float a[4], const int k[1]) {
  float r = 0;
  for (int i = 0; i < 2; i++) {
    switch (i) {
    case 1:
      if (a[i] > 0) {
        r += a[i];
        r *= a[2];
        r -= a[3];
        r += 1;
        r += k[0];
      }
      break;
    default:
      r += a[0];
    }
  }
  return r;
}
// LANES: case 1:;
// LANES-NEXT: bool bulk_then0[BULKCC_CHUNK];
// LANES: default:;
// CUDA: case 1:;
// CUDA-NEXT: if (
// CUDA: default:;
