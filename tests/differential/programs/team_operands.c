// Running values and sums the team form must not regroup, or must widen first: an integer
// updated by a floating operand truncates at every step (no reduction, no scan), and a wide
// running difference of unsigned operands subtracts each operand widened, not negated in its
// own type.
#define N 40
long long int_times_double(const long long a[N], long long out[N]) {
  long long r = 2;
  for (int i = 0; i < N; i++) {
    r *= 1.5;
    out[i] = r + a[i] % 2;
  }
  return r;
}
int int_plus_double(const int a[N], int out[N]) {
  int r = 0;
  for (int i = 0; i < N; i++) {
    r += (a[i] & 1) ? 1.5 : -0.75;
    out[i] = r;
  }
  return r;
}
int int_sum_of_doubles(const int a[N]) {
  int s = 0;
  for (int i = 0; i < N; i++) s += (a[i] & 1) ? 1.5 : -0.75;
  return s;
}
long long minus_unsigned(const unsigned a[N], long long out[N]) {
  long long r = 0;
  for (int i = 0; i < N; i++) {
    r -= a[i];
    out[i] = r;
  }
  return r;
}
