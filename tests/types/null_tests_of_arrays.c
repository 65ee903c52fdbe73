// A test of an array against a null pointer (`!data`, `c != NULL`, `NULL == c`, `c == 0`,
// `if (c)`) is accepted: NAME_bulk refuses NULL arrays and helpers are passed arrays, so each
// has one answer, which --report counts. (They were "array used as a value", and NULL's cast
// "a cast to a pointer type is supported only as a view".)
// RUN: %bulkcc --check --report %s | FileCheck %s
#include <stddef.h>
#include <stdint.h>
static uint32_t first(const uint8_t *p) { return p ? p[0] : 0u; }
uint32_t sum(const uint8_t *data, size_t n) {
  if (!data) return 0;
  uint32_t s = first(data);
  for (size_t i = 0; i < 16; i++) s += data[i];
  return s + (uint32_t)n;
}
void wipe(uint8_t c[16]) {
  if (c != NULL) {
    for (int i = 0; i < 16; i++) c[i] = 0;
  }
  if (c == 0) return;
  if (NULL == c) c[0] = 1;
  if (c && c[2] == 0) c[1] = 2;
}
// CHECK-LABEL: entry sum
// CHECK: null tests 1 of an array against a null pointer, each taken as never null: sum_bulk refuses a NULL array
// CHECK: bounds: 2 of 2 array accesses proved in bounds
// CHECK-LABEL: entry wipe
// CHECK: null tests 4 of an array
