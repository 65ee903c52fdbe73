// <math.h> macros that bulk code does not support are named as the user wrote them.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <math.h>
int f(const double b[2]) { return fpclassify(b[0]) + isnormal(b[1]) + isgreater(b[0], b[1]); }
// CHECK: error: 'fpclassify' (which <math.h> expands to '__builtin_fpclassify') is not supported in bulk code
// CHECK: error: 'isnormal' (which <math.h> expands to '__builtin_isnormal') is not supported in bulk code
// CHECK: error: 'isgreater' (which <math.h> expands to '__builtin_isgreater') is not supported in bulk code
// CHECK: 3 errors generated.
