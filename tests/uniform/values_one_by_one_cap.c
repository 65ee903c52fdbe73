// Loops interval reasoning does not bound (i-- > 0) are proved for given values one by one, up to
// 256 combinations of them; past that the refusal says that the cap, not the accesses, stopped it.
// RUN: %bulkcc --check %s --uniform n=0..10 --uniform m=0..10
// RUN: not %bulkcc --check %s --uniform n=0..20 --uniform m=0..20 2>&1 | FileCheck %s
// CHECK: error: --uniform n=0..20: not every access of entry 'sums' is proved in bounds for these values
// CHECK: note: the uniform parameters' values were taken as ranges only: together they make more than the 256 combinations that are also tried one by one; narrower ranges may be proved
float sums(int n, int m, const float a[32]) {
  float s = 0;
  for (int i = n; i-- > 0;) s += a[i];
  for (int j = m; j-- > 0;) s += a[j];
  return s;
}
