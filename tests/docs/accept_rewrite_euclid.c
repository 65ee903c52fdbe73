// Euclid's algorithm with a fixed number of steps, each guarded: 47 steps suffice for 32 bits.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
unsigned gcd(unsigned a, unsigned b) {
  for (int step = 0; step < 47; step++) {
    if (b != 0) {
      unsigned t = a % b;
      a = b;
      b = t;
    }
  }
  return a;
}
