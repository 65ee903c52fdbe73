// Loops whose counters run up to INT_MAX and down to INT_MIN, with trip counts that leave a
// partial last group: the loads-ahead groups test the iterations left as a difference in the
// comparison's unsigned type, where i + 31 < n would overflow (signed overflow the C does not
// have). The checking driver runs the largest and least values of each range. A 64-bit counter,
// whose values interval reasoning bounds well inside its type, keeps the plain test.
// DIFFERENTIAL-BULKCC: --uniform n=2147483600..2147483647 --uniform m=-2147483648..-2147483600
// DIFFERENTIAL-BULKCC: --uniform u=4294967200..4294967295
// RUN: %bulkcc %s --uniform n=2147483600..2147483647 --uniform m=-2147483648..-2147483600 --uniform u=4294967200..4294967295 -o - | FileCheck %s
// CHECK: for (; k < n && ((unsigned int)(n) - (unsigned int)k > (unsigned int)31); k += 32) {
// CHECK: const int bulk_at = ((unsigned int)(n) - (unsigned int)k > (unsigned int)bulk_u) ? k + bulk_u : k;
// CHECK: for (; k > m && ((unsigned int)k - (unsigned int)(m) > (unsigned int)31); k -= 32) {
// CHECK: const int bulk_at = ((unsigned int)k - (unsigned int)(m) > (unsigned int)bulk_u) ? k - bulk_u : k;
// CHECK: for (; k + 31 < u; k += 32) {
// CHECK: for (; k <= (n - 1) && ((unsigned int)(n - 1) - (unsigned int)k + 1u > (unsigned int)31); k += 32) {
float up_to_max(int n, const float a[64]) {
  float s = 0;
  for (int k = n - 40; k < n; k++) s += a[k - n + 40];
  return s;
}

void down_to_min(int m, const float a[64], float b[64]) {
  for (int k = m + 45; k > m; k--) b[k - m - 1] = a[k - m - 1] * 3.0f;
}

float up_to_unsigned_max(unsigned u, const float b[64]) {
  float s = 0;
  for (long long k = (long long)u - 50; k < u; k++) s -= b[k - u + 50] * 0.5f;
  return s;
}

float inclusive_to_max(int n, const float a[64]) {
  float s = 0;
  for (int k = n - 40; k <= n - 1; k++) s += a[k - n + 40] * (float)(k & 3);
  return s;
}

void inclusive_down_to_min(int m, const float a[64], float b[64]) {
  for (int k = m + 45; k >= m + 1; k--) b[k - m - 1] = a[k - m - 1] + (float)(k & 7);
}
