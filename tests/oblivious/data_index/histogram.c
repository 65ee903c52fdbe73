// A histogram writes where the data says: refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void histogram(const unsigned char v[64], int h[4]) {
  for (int i = 0; i < 4; i++) h[i] = 0;
  for (int i = 0; i < 64; i++) h[v[i] % 4]++;
// CHECK: histogram.c:[[@LINE-1]]:39: error: array index depends on input data
}
