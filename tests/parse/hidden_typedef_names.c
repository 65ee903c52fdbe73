// A declaration may hide a typedef name, as in C: a variable, parameter or member named like a
// type (size_t from <string.h>, or the file's own), declared after specifiers that hold a type
// or after '*' or ',' in a declarator list. The name is the variable's until its scope ends: the
// block, the function of a parameter, the for of a counter; a prototype's parameter ends at ')'.
// A struct member does not hide it. A typedef may be repeated with the same type (C11), not
// with another.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
// RUN: not %bulkcc --check -DCONFLICT %s 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: not %bulkcc --check -DHIDDEN_TYPE %s 2>&1 | FileCheck %s --check-prefix=HIDDEN
#include <string.h>
typedef unsigned u32;
typedef unsigned u32;
typedef unsigned long size_t;
typedef float vec[4];
typedef float vec[0x4];
struct pair { unsigned size_t; size_t n; };
unsigned prototype(unsigned size_t);
static unsigned helper(unsigned size_t) { return size_t + 1u; }
unsigned parameter(const unsigned a[4], unsigned size_t) {
  unsigned s = helper(size_t);
  {
    int size_t = 3;
    s += (unsigned)size_t;
  }
  for (u32 u32 = 0; u32 < 4; u32++) s += a[u32];
  return s + size_t + (unsigned)sizeof(size_t);
}
unsigned local(const unsigned a[4], const vec v) {
  size_t size_t = 2;
  const unsigned *p = a, q = 1, *vec = a + 1;
  size_t += (unsigned long)v[0];
  return a[size_t % 4] + *p + q + vec[0];
}
unsigned after_the_block(const unsigned a[4]) {
  size_t n = 1;
  { unsigned size_t = 2; n += size_t; }
  size_t m = sizeof(size_t);
  return a[n % 4] + (unsigned)m;
}
#ifdef CONFLICT
typedef int u32;
// CONFLICT: hidden_typedef_names.c:[[@LINE-1]]:13: error: conflicting types for typedef 'u32': it was defined earlier as another type
typedef float vec[5];
// CONFLICT: hidden_typedef_names.c:[[@LINE-1]]:15: error: conflicting types for typedef 'vec'
#endif
#ifdef HIDDEN_TYPE
unsigned two(unsigned size_t, size_t n) { return size_t + (unsigned)n; }
// HIDDEN: hidden_typedef_names.c:[[@LINE-1]]:31: error: syntax error, unexpected identifier
// HIDDEN: hidden_typedef_names.c:[[@LINE-2]]:31: note: 'size_t' names a variable or parameter here, which hides the typedef of that name
#endif
// CHECK-LABEL: entry parameter
// CHECK: param size_t 'unsigned int'
// CHECK: decl size_t 'int'
// CHECK: decl u32 'unsigned int'
// CHECK-LABEL: entry local
// CHECK: decl size_t 'unsigned long'
// CHECK: decl q 'const unsigned int'
// CHECK: decl vec
// CHECK-LABEL: entry after_the_block
// CHECK: decl n 'unsigned long'
// CHECK: decl size_t 'unsigned int'
// CHECK: decl m 'unsigned long'
