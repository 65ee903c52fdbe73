// An entry whose public name would clash is refused with a clear error, by --check too: the
// runtime's names begin with bulk (an entry bulk_strerror or bulk_alloc broke the link), and
// NAME_bulk and NAME_bulk_device must not name another function of the file.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
// RUN: not %bulkcc %s -o %t.cu 2>&1 | FileCheck %s
int bulk_strerror(int x) { return x; }
// CHECK: entry_public_names.c:[[@LINE-1]]:5: error: entry 'bulk_strerror' would clash with the runtime, whose names begin with 'bulk'; rename it
int g(int x) { return x + 1; }
// CHECK: entry_public_names.c:[[@LINE-1]]:5: error: entry 'g' would define 'g_bulk', which names another function of this file; rename one
int g_bulk(int x) { return x + 2; }
// nor NAME_bulk_device (the CUDA target's), whichever the target: a file translates for both
int h(int x) { return x + 3; }
// CHECK: entry_public_names.c:[[@LINE-1]]:5: error: entry 'h' would define 'h_bulk_device', which names another function of this file; rename one
int h_bulk_device(int x) { return x + 4; }
// C reserves the library's external names whatever the file includes: an entry sqrt could not
// be declared by the checking driver, which includes <math.h>.
int sqrt(int x) { return x * x; }
// CHECK: entry_public_names.c:[[@LINE-1]]:5: error: entry 'sqrt' has the name of a C library function, which C reserves; rename it
float rsqrt(float x) { return x; }
// CHECK-NOT: 'rsqrt'
