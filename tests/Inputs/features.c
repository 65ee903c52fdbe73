/* Exercises every construct of the subset that code generation handles. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#define N 8
static const float weights[N] = {0.5f, 1.5f, 2.5f};
static const uint32_t rc[2][2] = {{1u, 2u}, {3u, 4u}};

static uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
static float dot(const float a[N], const float b[N]) {
  float s = 0;
  for (int i = 0; i < N; i++) s += a[i] * b[i];
  return s;
}
static void swap_if(float a[N], int i, int j) {
  if (a[j] < a[i]) { float t = a[i]; a[i] = a[j]; a[j] = t; }
}

double features(float m[N][N], const float v[N], uint32_t key[2], double x, bool flip, int8_t k) {
  float t[N] = {1, 2};
  int new = 3;
  char c = 'A';
  unsigned short h = 65535;
  long long big = -1LL;
  for (int i = 0; i < N; i++) t[i] += dot(m[i], v) * weights[i];
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) swap_if(t, i, j);
  for (int r = 0; r < 4; r++) key[r & 1] = rotl(key[0] ^ rc[r & 1][r >> 1], 7) + key[1];
  int n = 0;
  while (n < 3) { n++; if (n == 2) continue; }
  do { n--; } while (n > 0);
  switch (k & 3) {
  case 0: x += 1; break;
  case 1: x -= 1;
  default: x *= 2;
  }
  double r = sqrt(t[0]) * x + new + c + sizeof(c) + h + (double)big + fmin(x, 2.0) + powf(t[1], 2.0f);
  r += isnan(r) ? 0 : INFINITY > r;
  bool neg = flip && r > 0;
  m[0][0] = (float)r;
  h++;
  return neg ? -r : r + h + (k < 0 ? -k : k) + (int)(c == 'A');
}
