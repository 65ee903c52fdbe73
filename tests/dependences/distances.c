// Which iterations depend on which, and how far apart: exact for affine subscripts, whatever
// the direction and step of the loop.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void shifts(int a[64], int b[64], int c[64][64]) {
  for (int i = 0; i < 63; i++) a[i + 1] = a[i] + 1;
  for (int i = 0; i < 62; i++) b[i] = b[i + 2];
  for (int i = 62; i >= 0; i--) a[i] = a[i + 1] * 3;
  for (int i = 0; i < 64; i += 2) b[i] = b[i + 1];
  for (int i = 0; i < 64; i++)
    for (int j = 1; j < 64; j++) c[i][j] = c[i][j - 1] + 1;
  for (int i = 1; i < 64; i++)
    for (int j = 0; j < 64; j++) c[i][j] = c[i - 1][j] + 1;
  for (int i = 0; i < 32; i++) a[2 * i] = a[i];
}
// CHECK-LABEL: function shifts (
// CHECK: for 5:3: sequential, carries flow on a at distance 1{{$}}
// CHECK: for 6:3: sequential, carries anti on b at distance 2{{$}}
// CHECK: for 7:3: sequential, carries flow on a at distance 1{{$}}
// CHECK: for 8:3: parallel{{$}}
// CHECK: for 9:3: parallel{{$}}
// CHECK: for 10:5: sequential, carries flow on c at distance 1{{$}}
// CHECK: for 11:3: sequential, carries flow on c at distance 1{{$}}
// CHECK: for 12:5: parallel{{$}}
// CHECK: for 13:3: sequential, carries flow on a at distance 1..15{{$}}
