// Enums as library code uses them: constants for sizes and counts, an enumerator counted on
// from the one before, a negative one, enum variables (ints), enumerators in a table and as case
// labels.
#include <stdint.h>
enum { ROUNDS = 4, WORDS = ROUNDS * 2 };
enum color { RED, GREEN = 5, BLUE };
typedef enum { SMALL = -1, LARGE } size_kind;
static const int twice[WORDS] = {RED, GREEN, BLUE, 3, 4, 5, 6, 7};
uint32_t f(const uint32_t in[WORDS]) {
  enum color c = BLUE;
  size_kind k = LARGE;
  uint32_t s = 0;
  for (int r = 0; r < ROUNDS; r++) s += in[r + ROUNDS] * (uint32_t)c + (uint32_t)twice[r] + (uint32_t)k;
  switch (s & 1) { case RED: s += 1; break; case 1: s += GREEN; break; }
  return s + (uint32_t)SMALL;
}
