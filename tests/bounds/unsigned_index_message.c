// An unsigned index and an unsigned counter are printed as C holds them, not as negative numbers.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4]) {
  for (unsigned long long i = 18446744073709551615ull; i > 5; i--) a[i] = 0;
// CHECK: unsigned_index_message.c:[[@LINE-1]]:70: error: index 18446744073709551615 is out of bounds for 'a' of type 'float [4]' (this dimension has 4 elements) when i = 18446744073709551615
}
