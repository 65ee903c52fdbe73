// Few instances run one at a time on the CPU, each innermost reduction in SIMD lanes (#pragma omp
// simd reduction). A floating minimum or maximum among equal values of two bit patterns, -0.0 and
// +0.0, keeps the first to come (by < or >) or the last (by <= or >=), as the sequential loop
// does; the largest finite value (where OpenMP may start its lanes) and infinities come out as
// the loop gives them, NaNs never enter, and a loop run again for a zero restarts every one of its
// reductions. Inputs are in [-100, 100): shape() makes zeros of both signs and extreme values.
#include <math.h>
#define N 37

static float shape(float x) {
  return x < -70 ? -0.0f : x < -40 ? 0.0f : x < -30 ? 3.40282347e+38f : x < -25 ? -3.40282347e+38f
       : x < -20 ? INFINITY : x < -15 ? NAN : x > 0 ? x : -x + 1;
}

void min_max_rows(const float a[N], float first_min[N], float last_min[N], float first_max[N], float last_max[N]) {
  for (int i = 0; i < N; i++) {
    float s = INFINITY, t = INFINITY, u = -INFINITY, v = -INFINITY;
    for (int k = i; k < N; k++) {
      float r = shape(a[k]);
      if (r < s) s = r;
    }
    for (int k = i; k < N; k++) {
      float r = shape(a[k]);
      if (r <= t) t = r;
    }
    for (int k = N - 1; k >= i; k--) {
      float r = shape(a[k]);
      if (r > u) u = r;
    }
    for (int k = i; k < N; k += 2) {
      float r = shape(a[k]);
      if (r >= v) v = r;
    }
    first_min[i] = s, last_min[i] = t, first_max[i] = u, last_max[i] = v;
  }
}

// zeros from every input: the sign of the first (or last) decides
double zero_signs(const double a[N]) {
  double s = 1.0, t = 1.0, w = -1.0;
  for (int k = 0; k < N; k++) {
    double r = a[k] < 0 ? -0.0 : 0.0;
    if (r < s) s = r;
  }
  for (int k = 0; k < N; k++) {
    double r = a[k] < 0 ? -0.0 : 0.0;
    if (r <= t) t = r;
  }
  for (int k = 0; k < N; k++) {
    double r = a[k] < 0 ? -0.0 : 0.0;
    if (r > w) w = r;
  }
  return (signbit(s) ? 1 : 2) + (signbit(t) ? 10 : 20) + (signbit(w) ? 100 : 200);
}

// a zero's loop run again restarts its integer sum and count too
int with_sum(const float a[N], float out[2]) {
  float m = 5.0f;
  int total = 0;
  unsigned count = 0;
  for (int k = 0; k < N; k++) {
    float r = a[k] < -50 ? -0.0f : a[k] < 0 ? 0.0f : a[k];
    if (r < m) m = r;
    total += (int)a[k];
    count ^= (unsigned)k * 2654435761u;
  }
  out[0] = m;
  out[1] = signbit(m) ? 1.0f : 2.0f;
  return total + (int)(count & 0xff);
}

// only infinities, NaNs and the largest finite value: none below the start, or the largest
float extremes(const float a[N]) {
  float s = INFINITY, t = 3.40282347e+38f;
  for (int k = 0; k < N; k++) {
    float r = a[k] < 0 ? NAN : a[k] < 50 ? INFINITY : 3.40282347e+38f;
    if (r < s) s = r;
  }
  for (int k = 0; k < N; k++) {
    float r = a[k] < 0 ? NAN : INFINITY;
    if (r < t) t = r;
  }
  return s + t;
}
