/* Runs mixed() in bulk on the GPU and on the CPU for several p and compares every output bit;
 * then checks the runtime's answers to bad calls. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mixed_bulk.h"
#define N 5
int64_t mixed(uint8_t bytes[N], int16_t shorts[N], uint32_t words[N], double d[N], const float f[N][2],
              int32_t k, char c);

static uint64_t state = 88172645463325252ull;
static uint64_t next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

static int run(size_t p) {
  uint8_t *b = malloc(p * N), *b2 = malloc(p * N);
  int16_t *s = malloc(p * N * 2), *s2 = malloc(p * N * 2);
  uint32_t *w = malloc(p * N * 4), *w2 = malloc(p * N * 4);
  double *d = malloc(p * N * 8), *d2 = malloc(p * N * 8);
  float *f = malloc(p * N * 2 * 4);
  int32_t *k = malloc(p * 4);
  char *c = malloc(p);
  int64_t *r = malloc(p * 8), *r2 = malloc(p * 8);
  for (size_t e = 0; e < p * N; e++) {
    b[e] = (uint8_t)next(); s[e] = (int16_t)next(); w[e] = (uint32_t)next();
    d[e] = (double)(int32_t)next() / 1024.0;
    f[2 * e] = (float)((int32_t)next() % 1000) / 7.0f;
    f[2 * e + 1] = (float)((int32_t)next() % 1000) / 3.0f;
  }
  for (size_t j = 0; j < p; j++) { k[j] = (int32_t)next(); c[j] = (char)next(); r2[j] = 0x5a5a5a5a5a5a5a5all; }
  memcpy(b2, b, p * N); memcpy(s2, s, p * N * 2); memcpy(w2, w, p * N * 4); memcpy(d2, d, p * N * 8);
  for (size_t j = 0; j < p; j++)
    r[j] = mixed(b + j * N, s + j * N, w + j * N, d + j * N, (const float (*)[2])(f + j * N * 2), k[j], c[j]);
  bulk_timing t;
  int rc = mixed_bulk(p, b2, s2, w2, d2, f, k, c, r2, &t);
  if (rc) {
    printf("p=%zu: %s (%s)\n", p, bulk_strerror(rc), bulk_error_detail());
    return 1;
  }
  size_t bad = 0;
  for (size_t j = 0; j < p; j++) bad += r[j] != r2[j];
  bad += memcmp(b, b2, p * N) != 0;
  bad += memcmp(s, s2, p * N * 2) != 0;
  bad += memcmp(w, w2, p * N * 4) != 0;
  bad += memcmp(d, d2, p * N * 8) != 0;
  printf("p=%zu: %s\n", p, bad ? "MISMATCH" : "all outputs match the CPU");
  return bad != 0;
}

int main(int argc, char **argv) {
  int failed = 0;
  size_t ps[] = {1, 31, 33, 100003};
  for (int i = 0; i < 4; i++) failed |= run(ps[i]);
  bulk_timing t;
  printf("p=0: %s\n", bulk_strerror(mixed_bulk(0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, &t)));
  printf("NULL array: %s\n", bulk_strerror(mixed_bulk(4, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, &t)));
  if (argc > 1 && strcmp(argv[1], "--no-huge") == 0) return failed;
  /* no host arrays can hold 2^60 instances of 104 bytes: refused before anything is touched (the
   * GPU's memory is no limit: the instances stream through it) */
  uint8_t one[N] = {0};
  int rc = mixed_bulk((size_t)1 << 60, one, (int16_t *)one, (uint32_t *)one, (double *)one, (float *)one,
                      (int32_t *)one, (char *)one, (int64_t *)one, &t);
  printf("p=2^60: %s\n", bulk_strerror(rc));
  return failed;
}
