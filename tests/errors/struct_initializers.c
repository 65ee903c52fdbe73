// A struct initialized with values: too many are refused, and arrays of structs (or members that
// are arrays of structs) are initialized only to zero, each refusal saying what to do instead.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
typedef struct { int h[2]; int n; } st;
typedef struct { st pts[2]; int k; } many;
int f(const int a[2]) {
  st c = {1, 2, 3, 4};
// CHECK: struct_initializers.c:[[@LINE-1]]:20: error: too many initializers for struct 'c'
  st arr[2] = {{1, 2, 3}, {4, 5, 6}};
// CHECK: struct_initializers.c:[[@LINE-1]]:15: error: struct 'arr' is initialized with values: bulk code initializes an array of structs only to zero ('= {0}'); assign its members one by one
  many m = {{{1, 2, 3}}, 4};
// CHECK: struct_initializers.c:[[@LINE-1]]:13: error: member 'pts' of 'm' is an array of structs: bulk code initializes it only to zero; assign its members one by one
  return a[0] + c.n + arr[1].n + m.k;
}
