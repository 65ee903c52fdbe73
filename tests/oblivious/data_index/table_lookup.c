// A lookup in a constant table at a data-dependent position (an S-box) is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static const unsigned char sbox[4] = {3, 0, 2, 1};
void sub(unsigned char s[8]) {
  for (int i = 0; i < 8; i++) s[i] = sbox[s[i] & 3];
// CHECK: table_lookup.c:[[@LINE-1]]:48: error: array index depends on input data
// CHECK: note: 's' holds input data: it is a parameter of entry 'sub'
}
