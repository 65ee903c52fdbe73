// memcpy and memmove from a row of a 2-D array that go on into the rows after it, as C's copies
// of bytes of the whole object may: memmove(m[1], m[0], 3 * sizeof m[0]) shifts three rows down
// by one. A copy within its row keeps the row's form.
#include <string.h>
void rows(float m[4][4], float t[3][5], const float b[8]) {
  memmove(m[1], m[0], 3 * sizeof m[0]);
  memcpy(m[2], b, 2 * sizeof m[0]);
  memmove(t[0] + 2, t[1], 7 * sizeof t[0][0]);
  memcpy(t[2], b + 1, sizeof t[2]);
}
