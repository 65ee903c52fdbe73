// An index built by shifting by a data-dependent amount.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float t[16], const unsigned a[1]) { return t[1u << (a[0] & 3)]; }
// CHECK: data_shift_index.c:[[@LINE-1]]:63: error: array index depends on input data
