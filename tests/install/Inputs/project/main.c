/* Runs both entries on p instances, compares each result with the same C run here, and says
 * where NAME_bulk ran them (bulk_timing.target: a program with both targets chooses). */
#include <stdio.h>
#include <stdlib.h>

#include "kernels_bulk.h"

int main(void) {
  enum { P = 1000 };
  float *in = malloc(sizeof(float) * 16 * P), *taps = malloc(sizeof(float) * 4 * P);
  float *out = malloc(sizeof(float) * 13 * P), *x = malloc(sizeof(float) * 8 * P);
  float *scale = malloc(sizeof(float) * P), *sum = malloc(sizeof(float) * P);
  for (int j = 0; j < P; j++) {
    for (int e = 0; e < 16; e++) in[j * 16 + e] = (float)((j + e) % 7) - 3.0f;
    for (int e = 0; e < 4; e++) taps[j * 4 + e] = 0.25f * (float)(e + 1);
    for (int e = 0; e < 8; e++) x[j * 8 + e] = (float)(j % 5 + e);
    scale[j] = 0.5f;
  }
  bulk_timing timing;
  int rc = fir4_bulk(P, in, taps, out, &timing);
  if (rc == BULK_OK) rc = scaled_sum_bulk(P, x, scale, sum, &timing);
  if (rc != BULK_OK) {
    printf("error: %s (%s)\n", bulk_strerror(rc), bulk_error_detail());
    return 1;
  }
  int wrong = 0;
  for (int j = 0; j < P; j++) {
    for (int i = 0; i < 13; i++) {
      float s = 0.0f;
      for (int k = 0; k < 4; k++) s += in[j * 16 + i + k] * taps[j * 4 + k];
      wrong += out[j * 13 + i] != s;
    }
    float t = 0.0f;
    for (int i = 0; i < 8; i++) t += x[j * 8 + i];
    wrong += sum[j] != t * scale[j];
  }
  printf(wrong ? "MISMATCH: %d results differ\n" : "both entries match on %d instances\n", wrong ? wrong : P);
  printf("ran on %s\n", timing.target);
  return wrong != 0;
}
