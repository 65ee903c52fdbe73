// Accesses through a pointer into an array are checked against what follows the pointer: inside
// a helper (on the elements the call passes), before the array's start, and through a pointer at
// an offset from input data (a gather) only where interval reasoning bounds the offset.
// RUN: not %bulkcc --check --allow-gather %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
static uint32_t load32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[3] << 24; }
// CHECK: pointer_windows.c:[[@LINE-1]]:80: error: index 3 is out of bounds for 'p' of type 'const unsigned char []': the array passed for it has 2 elements in this dimension
uint32_t past_end(const uint8_t in[32]) {
  uint32_t s = 0;
  for (int i = 0; i < 8; i++) s += load32(in + 4 * i + 2);
// CHECK: pointer_windows.c:[[@LINE-1]]:36: note: 'p' is given 2 elements here
  return s;
}
uint32_t back_past_start(const uint8_t in[32]) { return *(in - 1); }
// CHECK: pointer_windows.c:[[@LINE-1]]:64: error: index -1 is out of bounds for 'in' of type 'const unsigned char [32]'
uint32_t one_past_end_back(const uint8_t in[32]) { return load32(&in[32] - 4); }
uint32_t bounded_gather(const uint8_t in[32]) { return load32(in + (in[0] & 15) + 12); }
uint32_t gather_near_end(const uint8_t in[32]) { return load32(in + (in[0] & 15) + 17); }
// CHECK: pointer_windows.c:6:63: error: index 0 is out of bounds for 'p' {{.*}} has 0 elements
// CHECK: pointer_windows.c:[[@LINE-2]]:57: note: 'p' is given 0 elements here
// CHECK: pointer_windows.c:6:80: error: index 3 is out of bounds for 'p' {{.*}} has 0 elements
uint32_t unbounded_gather(const uint8_t in[32]) { return load32(in + in[0]); }
// CHECK: pointer_windows.c:[[@LINE-1]]:68: error: a pointer into 'in' whose offset is not known before the run, and not bounded by interval reasoning, is passed to a helper
