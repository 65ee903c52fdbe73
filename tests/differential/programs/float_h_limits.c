// <float.h>'s limits as glibc spells them: DBL_MAX, DBL_MIN and DBL_EPSILON are long double
// literals cast to double, taken as the double each converts to (rounded as C rounds the
// conversion, written exactly); a long double literal cast to float too.
#include <float.h>
#define N 16
double limits(const double a[N], double out[N]) {
  double lowest = DBL_MAX, tiny = DBL_MIN;
  for (int i = 0; i < N; i++) {
    double v = a[i] * DBL_EPSILON;
    if (v < lowest) lowest = v;
    out[i] = v + tiny * a[i];
  }
  return lowest + (double)(float)1.00000001L + (double)FLT_MAX + (float)0.1L;
}
