// A pointer set to one of several arrays under a condition on input data is input-dependent, as
// any variable assigned there is: a read through it is refused (bulkcc does not prove that every
// array it may point into is read at the same offset).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdint.h>
static const uint8_t table_a[4] = {1, 2, 3, 4}, table_b[4] = {5, 6, 7, 8};
uint32_t chosen(const uint8_t in[4]) {
  const uint8_t *p = table_a;
  if (in[0] & 1) p = table_b;
  return p[1];
}
// CHECK: pointer_set_on_data.c:10:10: error: array index depends on input data
// CHECK: pointer_set_on_data.c:9:13: note: 'p' is assigned under a condition that depends on input data ('in')
