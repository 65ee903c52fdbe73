// User names that C++, CUDA, the included headers or the emitter itself spell otherwise get
// fresh names that no other name of the program spells: `new` and `new_` were both `new_`;
// `size_t` as a parameter, a table `sqrt`, a table `g_bulk` beside the entry g, or a local
// spelled as a function's hoisted table (`h_k`) did not compile or read the wrong variable.
// Tables, at file scope beside every name the headers declare, take the prefix bulkcc_t_.
// RUN: %bulkcc %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %emulate -x c++ -c %t.cu -o %t.o
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: cc -std=c11 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t.c -o %t-cpu.o
static const int sqrt[2] = {3, 4};
static const int g_bulk = 11;
int g(int new, int new_, int size_t, int bulk_p, int u_bulk_p) {
  return new + new_ + size_t + bulk_p + u_bulk_p + sqrt[1] + g_bulk;
}
int h(int p, int p_arg, int result, float min[2]) {
  static const int k = 5;
  int h_k = 2;
  min[0] = min[1] + (float)(p + p_arg + result);
  return p * k + h_k;
}
// CHECK: static __constant__ const int bulkcc_t_sqrt[2] = {
// CHECK: static __constant__ const int bulkcc_t_g_bulk = (int)(11);
// CHECK: static __constant__ const int bulkcc_t_h_k = (int)(5);
// CHECK-LABEL: bulkcc_entry_g(size_t bulk_p, int new_1, int new_, int size_t_, int u_bulk_p1, int u_bulk_p)
// CHECK: return (((((new_1 + new_) + size_t_) + u_bulk_p1) + u_bulk_p) + bulkcc_t_sqrt[((size_t)(1))]) + bulkcc_t_g_bulk;
// CHECK-LABEL: extern "C" int g_bulk_cuda(size_t p, const int *new_1, const int *new_, const int *size_t_, const int *u_bulk_p1, const int *u_bulk_p, int *result, bulk_timing *timing)
// CHECK-LABEL: bulkcc_entry_h(size_t bulk_p,
// CHECK: int h_k = 2;
// CHECK: return (p * bulkcc_t_h_k) + h_k;
// CHECK-LABEL: extern "C" int h_bulk_cuda(size_t p, const int *p_arg2, const int *p_arg, const int *result_arg, float *min_, int *result, bulk_timing *timing)
