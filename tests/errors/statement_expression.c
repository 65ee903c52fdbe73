// gcc's statement expressions parse, and are refused where an entry reaches one, naming the
// assert macro that expands to one; a function no entry reaches may hold them.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %bulkcc --check -DNDEBUG %s
#include <assert.h>
static int unreached(int x) { return ({ int y = x; y + 1; }); }
float f(const float a[2]) {
  assert(a[0] == a[0]);
// CHECK: statement_expression.c:[[@LINE-1]]:{{[0-9]+}}: error: a statement expression ('({ ... })', a GNU extension) is not supported in bulk code; glibc's assert expands to one: translate with -DNDEBUG, or write the check as an if
  return a[1];
}
