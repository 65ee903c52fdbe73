// new's escaped spelling new_ is a user's name already: new becomes new_1. The runtime's prefix
// takes u_ before it; a <math.h> function's name a '_' after it.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float fresh(const float a[4]) {
  float new_ = a[0], new = a[1], bulk_sum = a[2], sin = a[3];
  return new_ + new + bulk_sum + sin;
}
// CHECK-LABEL: function fresh (entry)
// CHECK-NOT: name new_:
// CHECK-DAG: name new: new_1{{$}}
// CHECK-DAG: name bulk_sum: u_bulk_sum{{$}}
// CHECK-DAG: name sin: sin_{{$}}
