// Positions in an included file point at that file and its own lines.
// RUN: not %bulkcc --check -I %S/../Inputs %s 2>&1 | FileCheck %s
#include "bad_helper.h"
int f(const int a[2]) { return bad(a[0]); }
// CHECK: Inputs/bad_helper.h:3:10: error: use of undeclared identifier 'nothing_here'
