// Multi-word addition with carries: data flows into values, never into addresses.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#include <stdint.h>
#define W 8
uint32_t add(uint32_t a[W], const uint32_t b[W]) {
  uint64_t carry = 0;
  for (int i = 0; i < W; i++) {
    uint64_t s = (uint64_t)a[i] + b[i] + carry;
    a[i] = (uint32_t)s;
    carry = s >> 32;
  }
  return (uint32_t)carry;
}
