// An index computed from input data is refused, with a trace back to the parameter.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int lookup(const int key[1], const int table[16]) {
  int k = key[0] & 15;
  return table[k];
// CHECK: data_index.c:[[@LINE-1]]:16: error: array index depends on input data
// CHECK-NEXT: {{^}}    5 |   return table[k];
// CHECK-NEXT: {{^}}      |                ^
// CHECK-NEXT: data_index.c:4:7: note: 'k' is input-dependent: it takes its value from 'key'
// CHECK: data_index.c:3:22: note: 'key' holds input data: it is a parameter of entry 'lookup'
}
