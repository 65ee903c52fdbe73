// A histogram without data-dependent addresses: every bin looks at every value.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
void histogram(const unsigned char v[64], int h[4]) {
  for (int b = 0; b < 4; b++) h[b] = 0;
  for (int i = 0; i < 64; i++)
    for (int b = 0; b < 4; b++) h[b] += (v[i] % 4 == b);
}
