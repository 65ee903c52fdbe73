/* selects() in bulk against the C function, bit for bit, NaNs and infinities included. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "selects_bulk.h"
float selects(const float v[4], int k);
int main(void) {
  enum { P = 4099 };
  static float v[P][4], want[P], got[P];
  static int k[P];
  unsigned s = 12345;
  const float special[] = {NAN, INFINITY, -INFINITY, 0.0f, -0.0f};
  for (int j = 0; j < P; j++) {
    for (int i = 0; i < 4; i++) {
      s = s * 1103515245u + 12345u;
      v[j][i] = (s >> 8) % 17 == 0 ? special[(s >> 4) % 5] : (float)((int)(s >> 8) % 2001 - 1000) / 7.0f;
    }
    s = s * 1103515245u + 12345u;
    k[j] = (int)(s >> 12) % 401 - 200;
    want[j] = selects(v[j], k[j]);
  }
  int rc = selects_bulk(P, &v[0][0], k, got, NULL);
  /* C fixes no NaN's bits (x86 and the GPU make different ones): any NaN matches any NaN */
  int bad = rc != 0;
  for (int j = 0; j < P; j++)
    bad |= !(isnan(want[j]) ? isnan(got[j]) : memcmp(&want[j], &got[j], sizeof(float)) == 0);
  printf("%s\n", bad ? "MISMATCH" : "selects match C");
  return bad;
}
