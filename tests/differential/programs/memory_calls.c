// memcpy, memmove and memset as library code writes them: whole arrays, rows, &a[k] and a + k,
// sizes from sizeof; memmove within one array both ways; memset to 0 and to a byte pattern; gcc's
// __builtin_ spellings. Each becomes the loop it stands for, and computes what the C library
// computes.
#include <stdint.h>
#include <string.h>

void copies(uint32_t s[16], const uint32_t in[16], uint8_t bytes[8], float m[3][4]) {
  uint32_t t[16];
  float row[4];
  memcpy(t, in, sizeof t);
  for (int i = 0; i < 16; i++) s[i] ^= t[i] * 2654435761u;
  memcpy(&s[4], &t[8], 4 * sizeof s[0]);
  memcpy(s + 12, t, 2 * sizeof(uint32_t));
  memmove(&s[1], &s[0], 6 * sizeof s[0]);  /* forward overlap: copied from the end */
  memmove(s + 8, s + 9, 5 * sizeof s[0]);  /* backward overlap */
  memset(t, 0, sizeof t);
  memset(&t[3], 0xff, 2 * sizeof t[0]);
  s[15] += t[3] + t[4] + t[5];
  memset(bytes, 'a', 3);
  memcpy(row, m[1], sizeof row);
  memcpy(m[2], row, sizeof row);
  memcpy(m, m[2], sizeof m[0]);
  float flat[12];
  memcpy(flat, m, sizeof flat);
  memset(m, 0, sizeof(float) * 4);
  m[0][1] = flat[7] + flat[11];
  __builtin_memmove(&s[2], &s[3], 2 * sizeof s[0]); /* gcc's spelling */
}
