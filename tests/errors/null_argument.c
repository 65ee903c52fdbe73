// A null pointer given to a function of the file runs a copy of the function in which that
// parameter is NULL (tests/differential/programs/null_arguments.c): an access of it that the
// call reaches is refused, naming the call; one the function's null test keeps from running is
// not. NULL anywhere else (a cast of 0 to a pointer, for a parameter of a struct pointer) is
// refused as before.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %bulkcc --check --entry scrub %s --report | FileCheck %s --check-prefix=REPORT
// REPORT: null {{.*}}null_argument.c:[[@LINE+13]]:29: 'wipe' is called with NULL for p: a copy of it takes it as NULL (1 null test constant)
#include <stddef.h>
#include <stdint.h>
static void wipe(uint8_t *p, size_t n) {
  if (!p) return;
  for (size_t i = 0; i < 16; i++) p[i] = 0;
  (void)n;
}
static uint32_t sum(const uint8_t *p, size_t n) {
  uint32_t s = 0;
  for (size_t i = 0; i < n; i++) s += p[i];
  return s;
}
void scrub(uint8_t b[16]) { wipe(NULL, 0); wipe(b, 16); }
uint32_t reached(void) { return sum(NULL, 4); }
// CHECK: null_argument.c:18:41: error: 'p' is a null pointer here, and this access of it is reached when i = 0
// CHECK: null_argument.c:[[@LINE-2]]:33: note: 'sum' is called with NULL for 'p' here
