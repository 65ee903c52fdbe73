/* NAME_bulk_device computes what NAME_bulk computes, with the arrays row-wise (BULK_ROWS) or
 * column-wise (BULK_COLUMNS: element e of instance j at e * p + j). In the emulation "GPU
 * memory" is the host's. */
#include <stdio.h>
#include <string.h>

#include "streamed_bulk.h"

enum { P = 37, E = 6 };
static const float UNSET = -12345.0f;

static void fill(float *a, float *b, float *k, float *result) {
  for (int j = 0; j < P; j++) {
    for (int i = 0; i < E; i++) {
      a[j * E + i] = (float)(j * 5 - i) * 0.75f;
      b[j * E + i] = (float)(i + j) * 0.125f;
    }
    k[j] = 0.5f + (float)(j % 4);
    result[j] = UNSET;
  }
}

/* rows (instance j's elements together) to columns, or back */
static void to_columns(float *cols, const float *rows) {
  for (int j = 0; j < P; j++)
    for (int i = 0; i < E; i++) cols[i * P + j] = rows[j * E + i];
}
static void to_rows(float *rows, const float *cols) {
  for (int j = 0; j < P; j++)
    for (int i = 0; i < E; i++) rows[j * E + i] = cols[i * P + j];
}

int main(void) {
  static float a[P * E], b[P * E], k[P], result[P];
  static float a2[P * E], b2[P * E], k2[P], result2[P], ac[P * E], bc[P * E];
  fill(a, b, k, result);
  int rc = step_bulk(P, a, b, k, result, NULL);
  printf("step_bulk: %s\n", bulk_strerror(rc));

  fill(a2, b2, k2, result2);
  rc = step_bulk_device(P, a2, b2, k2, result2, BULK_ROWS, NULL);
  printf("rows: %s, %s\n", bulk_strerror(rc),
         memcmp(a, a2, sizeof a) == 0 && memcmp(result, result2, sizeof result) == 0 ? "match step_bulk" : "MISMATCH");

  fill(a2, b2, k2, result2);
  to_columns(ac, a2);
  to_columns(bc, b2);
  rc = step_bulk_device(P, ac, bc, k2, result2, BULK_COLUMNS, NULL);
  to_rows(a2, ac);
  printf("columns: %s, %s\n", bulk_strerror(rc),
         memcmp(a, a2, sizeof a) == 0 && memcmp(result, result2, sizeof result) == 0 ? "match step_bulk" : "MISMATCH");

  rc = step_bulk_device(P, a2, b2, k2, result2, 7, NULL);
  printf("layout 7: %s; %s\n", bulk_strerror(rc), bulk_error_detail());
  rc = step_bulk_device(P, a2, b2, NULL, result2, BULK_ROWS, NULL);
  printf("NULL k: %s; %s\n", bulk_strerror(rc), bulk_error_detail());
  rc = step_bulk_device(0, NULL, NULL, NULL, NULL, BULK_ROWS, NULL);
  printf("p=0: %s\n", bulk_strerror(rc));
  return 0;
}
