/* A NAME_bulk that breaks the failure promise, to show that the checking driver sees it: it
 * computes every instance (BROKEN_RESULTS) or leaves the results of instance 0 out
 * (MISSING_RESULT), and reports a failure with 2 instances completed. */
#include <stddef.h>
#include "driver_failed_bulk.h"

int scaled(const int a[3], int b[3], float c[2]);

int scaled_bulk(size_t p, const int *a, int *b, float *c, int *result, bulk_timing *timing) {
  for (size_t j = 0; j < p; j++) {
#ifdef MISSING_RESULT
    if (j == 0) continue;
#endif
    if (j < 2 || BROKEN_RESULTS) result[j] = scaled(a + 3 * j, b + 3 * j, c + 2 * j);
  }
  timing->completed = p < 2 ? p : 2;
  return BULK_ERROR_LAUNCH;
}
