#include <math.h>
static int g_bulk(int v[4], int i, int x) { return v[i] + x; }
int g(int new[4], int new_, float size_t) {
  int bulk_t = 1, bulk_l = 2, bulk_p = 3, p = 4, timing = 5, result = 6, class = 7, this = 8;
  float sqrt_ = sqrtf(size_t);
  float sqrt = 1.0f;
  new[0] = g_bulk(new, 1, new_) + bulk_t + bulk_l + bulk_p + p + timing + result + class + this;
  return new[0] + (int)(sqrt + sqrt_) + signbit(size_t);
}
int bulk_strerror(int bulk_alloc[4]) { return bulk_alloc[0]; }
