// A null pointer passed to a function of the file (`wipe(NULL, 0)`, which the function tests) is
// refused by name, once: bulk code passes arrays only, and does not specialise the function's
// null test for the call.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stddef.h>
#include <stdint.h>
static void wipe(uint8_t *p, size_t n) {
  if (!p) return;
  for (size_t i = 0; i < 16; i++) p[i] = 0;
  (void)n;
}
void scrub(uint8_t b[16]) { wipe(NULL, 0); wipe(b, 16); }
// CHECK: null_argument.c:[[@LINE-1]]:34: error: a null pointer ('NULL') points into no array: bulk code passes and reads arrays only (a function's test of a null argument is not specialised for it); pass an array, or leave the call out
