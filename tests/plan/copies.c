// The plan says which parameters go to the kernel and which come back: a const array in, an
// array written whole before it is read out alone, one written in part in and out (so that the
// rest comes back as it was), one read and never written in, a scalar in.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void copies(const int a[4], int whole[4], int part[4], int read[4], int k) {
  for (int i = 0; i < 4; i++) whole[i] = a[i] + read[i];
  part[1] = k;
}
// CHECK-LABEL: function copies (entry)
// CHECK-NEXT: working arrays: none
// CHECK: parameter a: in{{$}}
// CHECK-NEXT: parameter whole: out (written whole before it is read){{$}}
// CHECK-NEXT: parameter part: in and out{{$}}
// CHECK-NEXT: parameter read: in{{$}}
// CHECK-NEXT: parameter k: in{{$}}
