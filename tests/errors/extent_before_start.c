// A pointer parameter whose extent comes from its accesses, read before its first element
// (p[-4] with p = in + 3 reads in[-1]): refused at that access, naming the element, where the
// message said no access reached the parameter. With --extent the bounds proof says the same.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
// RUN: not %bulkcc --check --extent in=8 %s 2>&1 | FileCheck %s --check-prefix=EXTENT
float before(const float *in) {
  const float *p = in + 3;
  return p[-4] + p[1];
}
// CHECK: extent_before_start.c:[[@LINE-2]]:10: error: this access reaches element -1 of 'in', before its first
// CHECK: extent_before_start.c:[[@LINE-5]]:27: note: 'in' is declared here
// CHECK: 1 error generated.
// EXTENT: extent_before_start.c:[[@LINE-5]]:10: error: index -1 is out of bounds for 'in'
