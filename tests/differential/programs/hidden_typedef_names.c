// Variables, parameters and for counters that hide typedef names (size_t from <string.h>, the
// file's own u32) compute what the sequential C computes.
#include <string.h>
typedef unsigned u32;
struct S { unsigned size_t; size_t n; };
static unsigned helper(unsigned size_t) { return size_t + 1u; }
unsigned f(const unsigned a[4], unsigned size_t) {
  unsigned s = helper(size_t);
  {
    int size_t = 3;
    s += (unsigned)size_t;
  }
  for (u32 u32 = 0; u32 < 4; u32++) s += a[u32];
  unsigned n = sizeof(size_t);
  return s + size_t + (unsigned)n;
}
unsigned g(const unsigned a[4]) {
  size_t size_t = 2;
  const unsigned (*p) = a; unsigned b = 1, size_t3 = 2;
  (void)p;
  return a[size_t] + b + size_t3;
}
unsigned h(const unsigned a[4]) {
  unsigned x = 0, size_t = 1;
  for (unsigned size_t = 0; size_t < 2; size_t++) { x += a[size_t]; }
  return x + size_t;
}
