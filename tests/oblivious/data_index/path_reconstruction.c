// Following "next" pointers stored in the data: each address depends on the last read.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int path_length(const int next[8]) {
  int v = 0, n = 0;
  for (int step = 0; step < 8; step++) {
    v = next[v] & 7;
// CHECK: path_reconstruction.c:[[@LINE-1]]:14: error: array index depends on input data
// CHECK: note: 'v' is input-dependent: it takes its value from 'next'
    n += v != 0;
  }
  return n;
}
