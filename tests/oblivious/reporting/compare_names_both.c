// An early exit on a comparison of two arrays traces both: the notes name each input the
// condition reads, once, through the variables it reached the condition by.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int equal(const unsigned char a[16], const unsigned char b[16]) {
  for (int i = 0; i < 16; i++) {
    unsigned char y = b[i];
    if (a[i] != y + a[0]) return 0;
  }
  return 1;
}
// CHECK: compare_names_both.c:7:27: error: 'return' is controlled by input data
// CHECK-NEXT: 7 |
// CHECK-NEXT: ^
// CHECK-NEXT: compare_names_both.c:7:14: note: this condition depends on input data
// CHECK: compare_names_both.c:4:31: note: 'a' holds input data: it is a parameter of entry 'equal'
// CHECK: compare_names_both.c:6:19: note: 'y' is input-dependent: it takes its value from 'b'
// CHECK: compare_names_both.c:4:58: note: 'b' holds input data: it is a parameter of entry 'equal'
// CHECK-NOT: note
// CHECK: 1 error generated.
