/* Calls scale_rows_bulk with sizes inside and outside the range bulkcc accepts, and checks the
 * results of an accepted call against the sequential C, and that a refused one zeroes *timing. */
#include <stdio.h>
#include <string.h>

#include "sizes_bulk.h"

#define N 16
enum { P = 5 };

static void scale_rows(int n, float s, float A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) A[i][j] *= s;
}

static float a[P][N][N], want[P][N][N];

static void call(int n) {
  for (int j = 0; j < P; j++)
    for (int e = 0; e < N * N; e++) a[j][e / N][e % N] = want[j][e / N][e % N] = (float)(e + j) * 0.5f;
  bulk_timing timing;
  memset(&timing, 0x5a, sizeof timing); /* poisoned: a refused call must zero it */
  int rc = scale_rows_bulk(P, n, 3.0f, &a[0][0][0], &timing);
  printf("n=%d: rc=%s detail='%s'", n, rc ? bulk_strerror(rc) : "OK", bulk_error_detail());
  if (rc != 0) printf(" timing %s", timing.total_ms == 0 && timing.kernel_ms == 0 ? "zero" : "NOT ZERO");
  if (rc == 0) {
    for (int j = 0; j < P; j++) scale_rows(n, 3.0f, want[j]);
    printf(" %s", memcmp(a, want, sizeof a) == 0 ? "matches" : "DIFFERS");
  } else {
    int untouched = 1; /* a refused call touches nothing */
    for (int j = 0; j < P; j++)
      for (int e = 0; e < N * N; e++) untouched &= a[j][e / N][e % N] == (float)(e + j) * 0.5f;
    printf(" %s", untouched ? "untouched" : "CHANGED");
  }
  printf("\n");
}

int main(void) {
  call(16);
  call(7);
  call(0);
  call(17);
  call(-1);
  return 0;
}
