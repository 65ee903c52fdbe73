/* select_assignment_conversions.c: `x = c ? e : x;` where x does not come back unchanged when c
 * fails, through the ?:'s type or a conversion around it, so that it is not `if (c) x = e;`: a
 * cast to char of an int, an int through float, a long long through double, a double through
 * float. Each must keep the sequential C's values. */
int via_char(const int a[8], int o[8]) {
  int x = 1000;
  for (int i = 0; i < 8; i++) { x = (char)(a[i] > 2000 ? a[i] : x); o[i] = x; }
  return x;
}
int via_float(const int a[8], int o[8]) {
  int x = 16777217;
  for (int i = 0; i < 8; i++) { x = a[i] > 2000 ? 0.5f : x; o[i] = x; }
  return x;
}
long long via_double(const int a[8], long long o[8]) {
  long long x = 9007199254740993LL;
  for (int i = 0; i < 8; i++) { x = a[i] > 2000 ? 1.0 : x; o[i] = x; }
  return x;
}
double via_single(const double a[8], double o[8]) {
  double x = 0.1;
  for (int i = 0; i < 8; i++) { x = (float)(a[i] > 2000 ? a[i] : x); o[i] = x; }
  return x;
}
