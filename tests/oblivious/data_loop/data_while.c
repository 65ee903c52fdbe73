// A while loop that runs until the data says stop (Euclid's algorithm) is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
unsigned gcd(unsigned a, unsigned b) {
  while (b != 0) {
// CHECK: data_while.c:[[@LINE-1]]:12: error: loop condition depends on input data; the number of iterations must not depend on the input
// CHECK: note: 'b' holds input data: it is a parameter of entry 'gcd'
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}
