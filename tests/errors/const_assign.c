// Writing a const (input-only) array is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(const float a[4], float b[4]) {
  a[0] = b[0];
// CHECK: const_assign.c:[[@LINE-1]]:4: error: assignment of read-only 'a'
}
