// An index computed inside a helper from input data is refused inside the helper,
// with a note at the call that passed the input.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static float at(const float t[8], int i) { return t[i & 7]; }
// CHECK: helper_index.c:[[@LINE-1]]:55: error: array index depends on input data
// CHECK: note: 'i' is a parameter of 'at', which is called here with input-dependent data
// CHECK: note: 'k' holds input data: it is a parameter of entry 'pick'
float pick(const float t[8], int k) { return at(t, k); }
