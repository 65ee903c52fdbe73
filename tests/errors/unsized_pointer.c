// A pointer parameter without a size is refused with the array spelling to use instead.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck --strict-whitespace %s
void scale(float *v, float k) { v[0] *= k; }
// CHECK: unsized_pointer.c:[[@LINE-1]]:19: error: pointer parameter 'v' has no size; write it as an array with a constant size, e.g. 'float v[N]' (add 'const' if it is only read)
// CHECK-NEXT: {{^}}    3 | void scale(float *v, float k) { v[0] *= k; }
// CHECK-NEXT: {{^}}      |                   ^
// CHECK-NEXT: 1 error generated.
