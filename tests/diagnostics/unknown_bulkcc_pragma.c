// A '#pragma bulkcc' whose word bulkcc does not know (a misspelt 'unifrom') is a warning at the
// word, so that the declaration meant is not silently missing; -Wno-unknown-pragmas silences it.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %bulkcc --check -Wno-unknown-pragmas %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: warning
#pragma bulkcc unifrom n
// CHECK: unknown_bulkcc_pragma.c:[[@LINE-1]]:16: warning: unknown '#pragma bulkcc unifrom', passed over; bulkcc knows 'gather' (alone on its line) and 'uniform' [-Wunknown-pragmas]
#pragma bulkcc
// CHECK: unknown_bulkcc_pragma.c:[[@LINE-1]]:15: warning: '#pragma bulkcc' names no request; bulkcc knows 'gather' and 'uniform' [-Wunknown-pragmas]
#pragma bulkcc uniform n
#pragma bulkcc gather
float f(int n, const float a[4]) { return a[0] + (float)n; }
