/* Calls the entries of too_large.c with p so large that p instances of an array exceed what one
 * object can hold: every call must fail with BULK_ERROR_TOO_LARGE, having done nothing (the
 * user's arrays, of 4 instances, are unchanged), and p = 4 must still work. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "too_large_bulk.h"

enum { INSTANCES = 4 };
static float a[INSTANCES * 16], b[INSTANCES * 16], k[INSTANCES];
static char c[INSTANCES], result[INSTANCES];

static void fill(void) {
  for (int i = 0; i < INSTANCES * 16; i++) a[i] = (float)i, b[i] = 1;
  for (int i = 0; i < INSTANCES; i++) k[i] = 2, c[i] = (char)i, result[i] = 77;
}

static int untouched(void) {
  for (int i = 0; i < INSTANCES * 16; i++)
    if (a[i] != (float)i) return 0;
  for (int i = 0; i < INSTANCES; i++)
    if (c[i] != (char)i || result[i] != 77) return 0;
  return 1;
}

static void report(const char *what, int rc) {
  printf("%s: rc=%s; %s; detail: %s; arrays %s\n", what, rc == BULK_ERROR_TOO_LARGE ? "TOO_LARGE" : rc == BULK_OK ? "OK" : "other",
         bulk_strerror(rc), bulk_error_detail(), untouched() ? "untouched" : "CHANGED");
}

int main(void) {
  const size_t sizes[] = {SIZE_MAX, SIZE_MAX / 64 + 1, (size_t)PTRDIFF_MAX / 64 + 1, (size_t)PTRDIFF_MAX + 1};
  const char *names[] = {"SIZE_MAX", "SIZE_MAX/64+1", "PTRDIFF_MAX/64+1", "PTRDIFF_MAX+1"};
  for (int i = 0; i < 4; i++) {
    fill();
    char what[64];
    snprintf(what, sizeof what, "scale p=%s", names[i]);
    report(what, scale_bulk(sizes[i], a, b, k, NULL));
    if (sizes[i] <= (size_t)PTRDIFF_MAX) continue; /* a real call over p bytes: not for 4 instances */
    snprintf(what, sizeof what, "bump p=%s", names[i]);
    report(what, bump_bulk(sizes[i], c, result, NULL));
  }
  fill();
  int rc = scale_bulk(INSTANCES, a, b, k, NULL) | bump_bulk(INSTANCES, c, result, NULL);
  printf("p=4: rc=%d, a[17]=%g, c[3]=%d, result[3]=%d\n", rc, a[17], c[3], result[3]);
  return 0;
}
