// The notes follow the data through each assignment back to the parameter.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float f(const float t[4], const int a[1]) {
  int x = a[0];
  int y = x + 1;
  int z = y & 3;
  return t[z];
// CHECK: trace_chain.c:[[@LINE-1]]:12: error: array index depends on input data
// CHECK: trace_chain.c:6:7: note: 'z' is input-dependent: it takes its value from 'y'
// CHECK: trace_chain.c:5:7: note: 'y' is input-dependent: it takes its value from 'x'
// CHECK: trace_chain.c:4:7: note: 'x' is input-dependent: it takes its value from 'a'
// CHECK: trace_chain.c:3:37: note: 'a' holds input data: it is a parameter of entry 'f'
}
