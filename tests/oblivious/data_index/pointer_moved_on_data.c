// A pointer moved by input data makes every access through it depend on the data (its offset is
// the access's index), and a pointer into an array at an offset from input data, passed to a
// helper, is an index from input data too.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdint.h>
static uint32_t first(const uint8_t *p) { return p[0]; }
uint32_t walk_on_data(const uint8_t in[32]) {
  const uint8_t *p = in;
  uint32_t s = 0;
  for (int i = 0; i < 8; i++) {
    s += *p;
// CHECK: pointer_moved_on_data.c:[[@LINE-1]]:11: error: array index depends on input data
    p += in[i] & 1;
// CHECK: pointer_moved_on_data.c:[[@LINE-1]]:7: note: 'p' is input-dependent: it takes its value from 'in'
  }
  return s + first(in + (in[0] & 3));
// CHECK: pointer_moved_on_data.c:[[@LINE-1]]:32: error: array index depends on input data
}
