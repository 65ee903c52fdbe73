// The CPU code compiles without a warning under -Wall -Wextra: no mask for a missing else, none
// left unread by an empty side, and the stride that chunks do not use marked as such.
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -I%S/../../runtime -c %t.c -o %t.o
// RUN: FileCheck %s < %t.c
#define N 8
float masks(float a[N], int k) {
  float s = 0;
  for (int i = 0; i < N; i++) {
    if (a[i] > 0) {
      s += a[i];
      for (int j = 0; j < 2; j++) a[j] += 1;
    }
    if (a[i] < -1) {
    } else {
      a[i] = 0;
    }
  }
  return s + k;
}
// CHECK: bool bulk_then0[BULKCC_CHUNK];
// CHECK: bool bulk_then1[BULKCC_CHUNK], bulk_else1[BULKCC_CHUNK];
// CHECK: (void)bulk_then1; /* nothing on this side runs per lane */

// An entry with indices from data keeps the per-instance form (tests/Inputs/gather_weights.c).
// RUN: %bulkcc --target=cpu --allow-gather -w %S/../Inputs/gather_weights.c -o %t-gather.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -I%S/../../runtime -c %t-gather.c -o %t-gather.o
// RUN: FileCheck %s --check-prefix=PER < %t-gather.c
// PER: bulkcc_entry_weighted(size_t bulk_p,
// PER-NEXT: (void)bulk_p;
