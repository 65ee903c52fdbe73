// A continue inside a switch on data jumps around the loop on data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int f(const int a[4]) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    switch (a[i] & 1) {
    case 0: continue;
// CHECK: continue_in_data_switch.c:[[@LINE-1]]:13: error: 'continue' is controlled by input data
    default: s += a[i];
    }
  }
  return s;
}
