// A scalar's address passed to a helper (add(&carry, a, b), inc(&x), c = add(&c, ...)): the
// scalar goes through a one-element array the helper takes, and back, as passing its address does.
#include <stdint.h>
static void inc(uint32_t *x) { *x += 1; }
static uint32_t add(uint32_t *carry, uint32_t a, uint32_t b) { uint64_t t = (uint64_t)a + b + *carry; *carry = (uint32_t)(t >> 32); return (uint32_t)t; }
uint32_t a1(const uint32_t a[4]) { uint32_t x = a[0]; inc(&x); return x; }
void sum(const uint32_t a[4], const uint32_t b[4], uint32_t r[5]) {
  uint32_t carry = 0;
  for (int i = 0; i < 4; i++) r[i] = add(&carry, a[i], b[i]);
  r[4] = carry;
}
uint32_t self(const uint32_t a[4]) { uint32_t c = a[1]; c = add(&c, a[2], a[3]); return c; }
