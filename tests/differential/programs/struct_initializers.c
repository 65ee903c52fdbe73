// Struct locals initialized with values, braces left out as C lets them be: each member in order,
// nested structs, arrays of rows, a string for chars, the rest zero. ({5} once zeroed the whole
// struct: its one value was taken for the 0 of '= {0}'.)
#pragma GCC diagnostic ignored "-Wmissing-braces"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#include <stdint.h>
typedef struct { uint32_t h[4]; uint32_t n; } st;
typedef struct { st inner; float w[2][2]; char tag[4]; int last; } outer;
uint32_t f(const uint32_t a[4]) {
  st only_first = {5};
  st c = {1, 2, 3, 4, 5};
  st d = {{1, 2}, 7};
  st e = {{1, 2, 3, 4}, {9}};
  outer o = {{{1, 2, 3, 4}, 6}, {1.5f, 2.5f, 3.5f}, "ab", 7};
  outer q = {1, 2, 3, 4, 5, {{1}, {2, 3}}, {'x', 'y'}, 8};
  float s = o.w[0][1] + o.w[1][0] + q.w[1][1] + (float)o.tag[1] + (float)q.tag[0];
  return a[0] + only_first.h[0] + only_first.h[3] + only_first.n + c.h[3] + c.n + d.h[1] + d.n + e.n + o.inner.n + (uint32_t)o.last + q.inner.h[3] + q.inner.n + (uint32_t)q.last + (uint32_t)s;
}
