/* gather() in bulk against the C function. */
#include <stdio.h>
#include <string.h>
#include "gather_bulk.h"
unsigned gather(unsigned a, unsigned b, unsigned char s[4]);
int main(void) {
  enum { P = 1001 };
  static unsigned a[P], b[P], want[P], got[P];
  static unsigned char s[P][4], s2[P][4];
  unsigned x = 7;
  for (int j = 0; j < P; j++) {
    x = x * 1664525u + 1013904223u; a[j] = x >> 16;
    x = x * 1664525u + 1013904223u; b[j] = x >> 20;
    for (int i = 0; i < 4; i++) { x = x * 1664525u + 1013904223u; s[j][i] = (unsigned char)(x >> 24); }
  }
  memcpy(s2, s, sizeof s);
  for (int j = 0; j < P; j++) want[j] = gather(a[j], b[j], s[j]);
  int rc = gather_bulk(P, a, b, &s2[0][0], got, NULL);
  int bad = rc != 0 || memcmp(want, got, sizeof want) != 0 || memcmp(s, s2, sizeof s) != 0;
  printf("%s\n", bad ? "MISMATCH" : "gathers match C");
  return bad;
}
