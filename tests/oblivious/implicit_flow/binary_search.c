// Binary search: the midpoint depends on the data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int search(const int a[16], int x) {
  int lo = 0, hi = 16;
  for (int step = 0; step < 4; step++) {
    int mid = (lo + hi) / 2;
    if (a[mid] <= x) lo = mid; else hi = mid;
  }
  return a[lo] == x ? lo : -1;
// CHECK: binary_search.c:[[@LINE-3]]:11: error: array index depends on input data
// CHECK: note: 'mid' is input-dependent: it takes its value from 'lo'
// CHECK: note: 'lo' is assigned under a condition that depends on input data ('a')
// CHECK: binary_search.c:[[@LINE-4]]:12: error: array index depends on input data
}
