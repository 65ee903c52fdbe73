// An if on the loop counter alone is the same for every instance: it stays a branch.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
float evens(const float a[16]) {
  float s = 0;
  for (int i = 0; i < 16; i++)
    if (i % 2 == 0) s = s + a[i];
  return s;
}
// CHECK-LABEL: function evens (entry)
// CHECK: if 6:5: branch{{$}}
// CHECK-NOT: select
