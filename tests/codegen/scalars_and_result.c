// Scalar parameters arrive as arrays of p values; the return value leaves as one.
// RUN: %bulkcc %s -o - --header %t.h | FileCheck %s
// RUN: FileCheck --check-prefix=HEADER %s < %t.h
#include <stdint.h>
uint64_t mulmod(uint32_t a, uint32_t b, const uint32_t m[1]) { return (uint64_t)a * b % m[0]; }
// CHECK-LABEL: bulkcc_entry_mulmod(size_t bulk_p, unsigned int a, unsigned int b, const unsigned int *__restrict__ m)
// CHECK-LABEL: __global__ void bulkcc_kernel_mulmod(size_t bulk_n, size_t bulk_p, const unsigned int *__restrict__ a, const unsigned int *__restrict__ b, const unsigned int *__restrict__ m, unsigned long *__restrict__ bulk_result)
// CHECK: bulk_result[bulk_j] = bulkcc_entry_mulmod(bulk_p, a[bulk_j], b[bulk_j], m + bulk_j);
// CHECK-LABEL: extern "C" int mulmod_bulk_cuda(size_t p, const unsigned int *a, const unsigned int *b, const unsigned int *m, unsigned long *result, bulk_timing *timing)
// HEADER: #include "bulk_runtime.h"
// HEADER: extern "C" {
// HEADER: int mulmod_bulk(size_t p, const unsigned int *a, const unsigned int *b, const unsigned int *m, unsigned long *result, bulk_timing *timing);
