// What a branch on input data assigns depends on the input after it, however it is assigned: an
// array passed to a helper that writes it, an element, an assignment in the right operand of &&
// or in an arm of ?:, an increment, a case of a switch. A variable assigned only in a branch on
// known values stays known.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
static void clear(int r[2]) { r[0] = 0; }
float through_helper(const float a[4]) {
  int r[2] = {1, 2};
  if (a[0] > 0) clear(r);
  return a[r[0]];
// CHECK: implicit_flow_kinds.c:[[@LINE-1]]:13: error: array index depends on input data
// CHECK: implicit_flow_kinds.c:[[@LINE-3]]:12: note: 'r' is assigned under a condition that depends on input data ('a')
}
float element(const float a[4]) {
  int t[2] = {0, 1};
  if (a[0] > 0) t[1] = 3;
  return a[t[1]];
// CHECK: implicit_flow_kinds.c:[[@LINE-1]]:13: error: array index depends on input data
// CHECK: implicit_flow_kinds.c:[[@LINE-3]]:12: note: 't' is assigned under a condition that depends on input data ('a')
}
float logical(const float a[4]) {
  int k = 0;
  int c = a[0] > 0 && (k = 1) > 0;
  return a[k] + (float)c;
// CHECK: implicit_flow_kinds.c:[[@LINE-1]]:12: error: array index depends on input data
// CHECK: implicit_flow_kinds.c:[[@LINE-3]]:16: note: 'k' is assigned under a condition that depends on input data ('a')
}
float arm(const float a[4]) {
  int k = 0, m = 0;
  float v = a[0] > 0 ? (float)(k = 1) : (float)(m++);
  return a[m] + v;
// CHECK: implicit_flow_kinds.c:[[@LINE-1]]:12: error: array index depends on input data
// CHECK: implicit_flow_kinds.c:[[@LINE-3]]:18: note: 'm' is assigned under a condition that depends on input data ('a')
}
float switched(const float a[4]) {
  int k = 0;
  switch ((int)a[0]) { case 1: k = 2; break; default: break; }
  return a[k];
// CHECK: implicit_flow_kinds.c:[[@LINE-1]]:12: error: array index depends on input data
// CHECK: implicit_flow_kinds.c:[[@LINE-3]]:11: note: 'k' is assigned under a condition that depends on input data ('a')
}
float known_branch(const float a[4], int unused) {
  int k = 0;
  (void)unused;
  for (int i = 0; i < 3; i++)
    if (i == 2) k = i;
  return a[k];
}
