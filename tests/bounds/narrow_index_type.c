// An index whose type holds fewer values than the array has elements is in bounds whatever it
// holds: a uint8_t (a parameter, a helper's parameter, a cast) into a 256-entry table, as S-box
// code writes it. One type wider than the table is not proved.
// RUN: %bulkcc --check --allow-gather %s 2>&1 | FileCheck %s
#include <stdint.h>
static const uint8_t sbox[256] = {99, 124, 119, 123};
static uint8_t look(uint8_t x) { return sbox[x]; }
uint32_t substitute(uint8_t x, uint8_t y[4], uint32_t w, uint16_t h) {
  y[0] = look(y[1]);
  y[2] = sbox[(uint8_t)(w >> 8)];
  y[3] = sbox[h];
  return sbox[x];
}
// CHECK-NOT: warning: access to 'sbox' not proved in bounds
// CHECK: narrow_index_type.c:[[@LINE-4]]:14: warning: access to 'sbox' not proved in bounds: its index depends on input data
// CHECK-NOT: warning: access to 'sbox' not proved in bounds
