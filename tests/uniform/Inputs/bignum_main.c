/* bn_sum_bulk with word 0 of a the same for every instance (accepted), differing, or outside the
 * values given (refused, the user's arrays untouched). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "bignum_bulk.h"

enum { P = 5 };

static void call(const char *what, uint32_t a[P][9]) {
  uint32_t b[P][9], r[P][8], result[P];
  for (int j = 0; j < P; j++)
    for (int e = 0; e < 9; e++) b[j][e] = 0xfffffff0u + (uint32_t)(e + j);
  memset(r, 0x5a, sizeof r);
  memset(result, 0x5a, sizeof result);
  bulk_timing t;
  int rc = bn_sum_bulk(P, &a[0][0], &b[0][0], &r[0][0], result, &t);
  int untouched = r[0][0] == 0x5a5a5a5au && result[P - 1] == 0x5a5a5a5au;
  printf("%s: rc=%s detail='%s'%s\n", what, rc ? bulk_strerror(rc) : "OK", bulk_error_detail(),
         rc ? (untouched ? " untouched" : " TOUCHED") : "");
}

int main(void) {
  uint32_t a[P][9];
  for (int j = 0; j < P; j++)
    for (int e = 1; e < 9; e++) a[j][e] = 0xffffff00u + (uint32_t)(e * j);
  for (int j = 0; j < P; j++) a[j][0] = 6;
  call("same", a);
  a[3][0] = 5;
  call("differs", a);
  for (int j = 0; j < P; j++) a[j][0] = 9;
  call("outside", a);
  return 0;
}
