/* Checks flags() through the bulk API against the C function, on all 16 inputs. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include "bool_ops_bulk.h"
int flags(bool f[4]);
int main(void) {
  bool in[16][4], out[16][4];
  int want[16], got[16];
  for (int j = 0; j < 16; j++)
    for (int i = 0; i < 4; i++) in[j][i] = (j >> i) & 1;
  memcpy(out, in, sizeof in);
  for (int j = 0; j < 16; j++) want[j] = flags(in[j]);
  int rc = flags_bulk(16, &out[0][0], got, NULL);
  int bad = rc != 0 || memcmp(in, out, sizeof in) != 0 || memcmp(want, got, sizeof want) != 0;
  printf("%s\n", bad ? "MISMATCH" : "bool increments match C");
  return bad;
}
