/* in_place_main.c: a call of one instance runs on the caller's arrays where they do not overlap,
 * and on copies where they do, so that the result is the one distinct arrays give. */
#include <stdio.h>
#include <string.h>

#include "in_place_bulk.h"

int main(void) {
  int a[8], b[8], both[8];
  for (int i = 0; i < 8; i++) a[i] = both[i] = i + 1, b[i] = -1;
  int rc = reverse_bulk(1, a, b, NULL);
  printf("apart rc=%d:", rc);
  for (int i = 0; i < 8; i++) printf(" %d", b[i]);
  rc = reverse_bulk(1, both, both, NULL); /* the same array in and out */
  printf("\nthe same array rc=%d:", rc);
  for (int i = 0; i < 8; i++) printf(" %d", both[i]);
  printf("\n");
  return 0;
}
