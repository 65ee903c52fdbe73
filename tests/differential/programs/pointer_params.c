// Library code takes its buffers as pointers and unsized arrays (`const uint8_t *in`, `out[]`):
// each is one array per instance with as many elements as its accesses reach (here 32 bytes in,
// 2 words out), passed on to helpers like any array.
#include <stdint.h>
static uint32_t mixrow(const uint8_t row[], int n) {
  uint32_t s = 0;
  for (int i = 0; i < 4; i++) s += row[i] * (uint32_t)n;
  return s;
}
uint32_t fnv(const uint8_t *in, uint32_t out[]) {
  uint32_t h = 2166136261u;
  for (int i = 0; i < 32; i++) h = (h ^ in[i]) * 16777619u;
  out[0] = h ^ mixrow(in, 3);
  out[1] = h + 1u;
  return h;
}
// RUN: %bulkcc --check --report %s | FileCheck %s
// CHECK: parameter in {{.*}}const unsigned char [32] {{.*}}input, extent: the elements its accesses reach
// CHECK: parameter out {{.*}}unsigned int [2] {{.*}}extent: the elements its accesses reach
