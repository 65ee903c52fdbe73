// A break on data is refused; a data-dependent continue too.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int find(const int a[8], int x) {
  int pos = -1;
  for (int i = 0; i < 8; i++) {
    if (a[i] == 0) continue;
// CHECK: data_break.c:[[@LINE-1]]:20: error: 'continue' is controlled by input data
    if (a[i] == x) { pos = i; break; }
// CHECK: data_break.c:[[@LINE-1]]:31: error: 'break' is controlled by input data
  }
  return pos;
}
