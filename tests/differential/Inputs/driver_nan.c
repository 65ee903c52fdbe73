/* Entries for differential/driver_nan.test: results that are NaN for negative inputs, and one
 * that is NaN for every input. */
#include <math.h>

void roots(float r[4], const float x[4]) {
  for (int i = 0; i < 4; i++) r[i] = sqrtf(x[i]) + logf(x[i]);
}

double always_nan(const double x[2]) { return sqrt(-1.0 - x[0] * x[0]) + x[1]; }
