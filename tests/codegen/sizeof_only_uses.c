// A parameter or local that only sizeof mentions is used in C (gcc -Wall -Wextra is silent on
// this file), but not in the emitted code once sizeof is folded: each gets a (void) use, so the
// code compiles under -Werror on both targets, both layouts (it failed with unused parameter
// 'v', 'b', unused variable 't', set but not used 'x'); clang in cpu_warnings_clang.test.
// RUN: cc -std=c11 -Wall -Wextra -Werror -c %s -o %t-seq.o
// RUN: %bulkcc --target=cpu %s -o %t.c 2>/dev/null
// RUN: cc -std=c11 -O2 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t.c -o %t-gcc.o
// RUN: %bulkcc --target=cpu --layout=row %s -o %t-row.c 2>/dev/null
// RUN: cc -std=c11 -O2 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t-row.c -o %t-row.o
// RUN: %bulkcc %s -o %t.cu 2>/dev/null
// RUN: c++ -O2 -DBULK_EMULATION -Wall -Wextra -Werror -I%runtime -x c++ -c %t.cu -o %t-cu.o
// RUN: FileCheck %s < %t.c
static int h(const float v[8], int n) {
  float t[4];
  return (int)(sizeof t + sizeof v[0] + sizeof n);
}
void f(const float a[8], float b[3][4], int o[4], int x) {
  float loc[5];
  o[0] = (int)(sizeof(loc) + sizeof x + (unsigned)h(a, 3) + sizeof b[1]);
}
// CHECK: bulkcc_fn_h(
// CHECK: (void)v; (void)bulk_stride_v;
// CHECK: (void)n;
// CHECK: (void)t;
