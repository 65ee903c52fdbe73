// Enums parse, and are refused with a clear message where used.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
enum color { RED, GREEN };
int f(const int a[1]) {
  enum color c = a[0];
// CHECK: enum_refused.c:[[@LINE-1]]:14: error: enum types are not supported in bulk code (variable 'c')
  return a[0];
}
