// Index arithmetic follows C's conversions: an unsigned counter wraps instead of going negative.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) {
  for (unsigned i = 3; i < 4; i--) a[i - 1u] = 0;
// CHECK: unsigned_wrap.c:[[@LINE-1]]:40: error: index 4294967295 is out of bounds for 'a'{{.*}} when i = 0
}
