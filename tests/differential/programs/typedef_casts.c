// Casts to a typedef name in a declaration's initializer, after a product (`i64 t0 = f[0] *
// (i64) g;`, Monocypher's field arithmetic): the '*' is a product there, not a pointer
// declarator, and a pointer declarator after the next ',' is one again.
#include <stdint.h>
typedef int32_t i32;
typedef int64_t i64;
typedef i32 fe[4];

static void fe_mul_small(fe h, const fe f, i32 g) {
  i64 t0 = f[0] * (i64) g;  i64 t1 = f[1] * (i64) g;
  i64 t2 = f[2] * (i64)(g + 1), t3 = (i64) f[3] * (i64) g;
  i32 s = 2 * (i32) g, *w = h;
  h[0] = (i32)(t0 >> 3);
  h[1] = (i32)(t1 ^ t2);
  h[2] = (i32)t3;
  h[3] = (i32)(t0 + t1 + t2 + t3);
  w[1] += s;
}

void scale(fe h, const fe f, i32 g) {
  const i32 k[2] = {3 * (i32) g, (i32)(2 * (i64) g)};
  fe_mul_small(h, f, k[0] - k[1]);
}
