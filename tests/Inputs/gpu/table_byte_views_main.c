#include <stdio.h>
#include <string.h>
#include "table_byte_views_bulk.h"
float entry1(int entry1_u, int entry1_n, float template[13], const struct tagS2 *bulks, const S2 *bulk);
int main(void) {
  float t1[13], t2[13];
  struct tagS2 b1 = {{3, 4, 5}}, b2 = {{6, 7, 8}};
  for (int i = 0; i < 13; i++) t1[i] = t2[i] = (float)i;
  float r1 = entry1(2, 3, t1, &b1, &b2);
  float r2;
  bulk_timing tm;
  int rc = entry1_bulk(1, 2, 3, t2, &b1, &b2, &r2, &tm);
  printf("rc=%d %s result seq %g bulk %g\n", rc, bulk_error_detail(), r1, r2);
  for (int i = 0; i < 13; i++) printf("%d: %g %g%s\n", i, t1[i], t2[i], t1[i] != t2[i] ? "  DIFF" : "");
  return 0;
}
