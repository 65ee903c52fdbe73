/* bulk_model_curve.h: the cost model's time of a call of p instances, from the times measured
 * for the same entry, form and kind of call at other p (the runtime's bulk_model_predict, and
 * bulkcc --report from a profile the runtime wrote).
 *
 * An oblivious entry does the same steps on any input, so a call's time depends on p alone, and
 * measuring it on the device is the model's only source of parameters: the UMM's l*t + p*t/w
 * gives its shape, flat while the device idles and linear once it is full, and the memory's
 * hierarchy bends it between, as the instances' tables outgrow each cache, by amounts no count
 * of the code foretells. Between two measured counts the time is the straight line through them
 * (counts a factor of 3 apart, as the runtime's calibration takes them, keep it within a few
 * percent of any power law through them); below the smallest it is that count's (the latency
 * term: fewer instances than a call that leaves the device idle take as long); above the largest
 * it follows the power law of the last two counts, p^e with e from 0 to 1 (1, the UMM's p*t/w of
 * a full device, where one count was measured). Plain arithmetic: the runtime needs no libm. */
#ifndef BULK_MODEL_CURVE_H
#define BULK_MODEL_CURVE_H

#include <stddef.h>

typedef struct bulk_model_point {
  size_t p;
  double ms;
} bulk_model_point;

/* ln x for x > 0, and e^y for y >= 0 (a few digits are all a model needs) */
static inline double bulk_model_ln(double x) {
  double k = 0;
  while (x >= 2) x /= 2, k++;
  while (x < 1) x *= 2, k--;
  double z = (x - 1) / (x + 1), z2 = z * z, term = z, sum = 0; /* ln x = 2 atanh(z), z <= 1/3 */
  for (int n = 1; n < 40; n += 2, term *= z2) sum += term / n;
  return k * 0.69314718055994531 + 2 * sum;
}
static inline double bulk_model_exp(double y) {
  double scale = 1;
  while (y > 0.5) y -= 0.69314718055994531, scale *= 2;
  double term = 1, sum = 1;
  for (int n = 1; n < 20; n++) term *= y / n, sum += term;
  return scale * sum;
}

/* The time of p instances from n > 0 points sorted by p, each p once. */
static inline double bulk_model_curve(const bulk_model_point *points, int n, size_t p) {
  if (p <= points[0].p) return points[0].ms;
  const bulk_model_point *last = &points[n - 1];
  if (p >= last->p) {
    double e = 1;
    const bulk_model_point *before = n > 1 ? &points[n - 2] : NULL;
    if (before && before->ms > 0 && last->ms > 0)
      e = bulk_model_ln(last->ms / before->ms) / bulk_model_ln((double)last->p / (double)before->p);
    e = e < 0 ? 0 : e > 1 ? 1 : e;
    return last->ms * bulk_model_exp(e * bulk_model_ln((double)p / (double)last->p));
  }
  int b = 1;
  while (points[b].p < p) b++;
  const bulk_model_point *lo = &points[b - 1], *hi = &points[b];
  return lo->ms + (hi->ms - lo->ms) * (double)(p - lo->p) / (double)(hi->p - lo->p);
}

#endif
