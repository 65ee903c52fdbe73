// A helper's pointer parameter is refused with the array spelling to use instead (an entry's
// takes the extent its accesses reach: tests/differential/programs/pointer_params.c).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck --strict-whitespace %s
static void scale(float *v, float k) { v[0] *= k; }
// CHECK: unsized_pointer.c:[[@LINE-1]]:26: error: pointer parameter 'v' has no size; write it as an array with a constant size, e.g. 'float v[N]' (add 'const' if it is only read)
// CHECK-NEXT: {{^}}    4 | static void scale(float *v, float k) { v[0] *= k; }
// CHECK-NEXT: {{^}}      |                          ^
// CHECK: 2 errors generated.
void entry(float v[4]) { scale(v, 2.0f); }
