// A jump is refused when a condition on data lies between it and the loop it leaves, even when
// the loop itself runs under another condition on data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[8]) {
  if (a[0] > 0) {
    for (int i = 0; i < 8; i++) {
      if (a[i] > 1) continue;
// CHECK: jump_past_data_condition.c:[[@LINE-1]]:21: error: 'continue' is controlled by input data
// CHECK: note: this condition depends on input data
// CHECK-NEXT: [[@LINE-3]] | if (a[i] > 1) continue;
      a[i] = 1;
    }
  }
  for (int i = 0; i < 8; i++) {
    if (a[i] > 2) {
      for (int j = 0; j < 2; j++) a[j] += 1; /* a loop of its own under the condition: fine */
      break;
// CHECK: jump_past_data_condition.c:[[@LINE-1]]:7: error: 'break' is controlled by input data
    }
  }
}
// CHECK: 2 errors generated.
