/* check_speed.c: a program of about 100 lines mixing the kinds bulkcc accepts (a sorting
 * network, dynamic programming, a stencil, cipher rounds, multi-word arithmetic, shortest
 * paths, a knapsack), to time `bulkcc --check`. */
#include <math.h>
#include <stdint.h>

#define SORT_N 16
#define OPT_N 32
#define GRID 64
#define WORDS 8
#define PATHS 16

static void compare_exchange(float a[SORT_N], int i, int j, int up) {
  if ((a[i] > a[j]) == up) { float t = a[i]; a[i] = a[j]; a[j] = t; }
}

void bitonic(float a[SORT_N]) {
  for (int k = 2; k <= SORT_N; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      for (int i = 0; i < SORT_N; i++) {
        int l = i ^ j;
        if (l > i) compare_exchange(a, i, l, (i & k) == 0);
      }
}

float opt(const float c[OPT_N][OPT_N]) {
  float m[OPT_N][OPT_N];
  for (int i = 1; i < OPT_N; i++) m[i][i] = 0;
  for (int i = OPT_N - 2; i >= 1; i--)
    for (int j = i + 1; j < OPT_N; j++) {
      float s = INFINITY;
      for (int k = i; k < j; k++) {
        float r = m[i][k] + m[k + 1][j];
        if (r < s) s = r;
      }
      m[i][j] = s + c[i - 1][j];
    }
  return m[1][OPT_N - 1];
}

void smooth(float u[GRID], const float k[1]) {
  float t[GRID];
  for (int step = 0; step < 8; step++) {
    for (int i = 1; i < GRID - 1; i++) t[i] = u[i] + k[0] * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (int i = 1; i < GRID - 1; i++) u[i] = t[i];
  }
}

static uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
static const uint32_t key[4] = {0x01234567u, 0x89abcdefu, 0xfedcba98u, 0x76543210u};

void encrypt(uint32_t v[2]) {
  for (int round = 0; round < 32; round++) {
    v[0] = rotl(v[0] + v[1], 7) ^ key[round & 3];
    v[1] = rotl(v[1] ^ v[0], 13);
  }
}

uint32_t add_words(uint32_t a[WORDS], const uint32_t b[WORDS]) {
  uint64_t carry = 0;
  for (int i = 0; i < WORDS; i++) {
    uint64_t s = (uint64_t)a[i] + b[i] + carry;
    a[i] = (uint32_t)s;
    carry = s >> 32;
  }
  return (uint32_t)carry;
}

void shortest(float d[PATHS][PATHS]) {
  for (int k = 0; k < PATHS; k++)
    for (int i = 0; i < PATHS; i++)
      for (int j = 0; j < PATHS; j++)
        if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
}

static const int weight[4] = {2, 3, 4, 5};

int knapsack(const int value[4]) {
  int best[11];
  for (int w = 0; w <= 10; w++) best[w] = 0;
  for (int i = 0; i < 4; i++)
    for (int w = 10; w >= weight[i]; w--) {
      int with = best[w - weight[i]] + value[i];
      if (with > best[w]) best[w] = with;
    }
  return best[10];
}

uint32_t modexp(uint32_t base, uint32_t exp, const uint32_t mod[1]) {
  uint64_t r = 1, b = base % mod[0];
  for (int bit = 0; bit < 32; bit++) {
    uint64_t m = (r * b) % mod[0];
    if ((exp >> bit) & 1) r = m;
    b = (b * b) % mod[0];
  }
  return (uint32_t)r;
}
