// What the analysis cannot follow it says, and the loops inside are analysed on their own,
// with the values around them fixed.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
static void helper(int x[8]) { x[0] = 1; }
void shapes(int a[64], int b[8][8], int n[1]) {
  int w = 0;
  while (w < 3) {
    for (int i = 0; i < 8; i += 2) a[i] = a[i + 1];
    w++;
  }
  for (int i = 0; i < 64; i++) {
    if (i == 5) break;
    a[i] = 1;
  }
  for (int s = 1; s < 64; s *= 2)
    for (int i = 0; i < 32; i++) a[2 * i] = a[2 * i + 1] + s;
  for (int i = 0; i < 8; i++) helper(b[i]);
  for (int i = 0; i < 8; i++) a[i] = b[i][i ^ 1];
  for (int i = 1; i < 8; i++) a[(unsigned)i + 4294967295u] = a[i];
  do { w--; } while (w > 0);
  n[0] = w;
}
// CHECK-LABEL: function helper (
// CHECK-LABEL: function shapes (
// CHECK: while 7:3: sequential, not analysed: a while loop has no counter{{$}}
// CHECK: for 8:5: parallel{{$}}
// CHECK: for 11:3: sequential, not analysed: it leaves early (break){{$}}
// CHECK: for 15:3: sequential, not analysed: its counter does not move by a constant step{{$}}
// CHECK: for 16:5: parallel{{$}}
// CHECK: for 17:3: sequential, carries flow on b at distance 1..7{{$}}
// CHECK: for 18:3: parallel{{$}}
// CHECK: for 19:3: sequential, carries flow on a at distance 1..6{{$}}
// CHECK: do 20:3: sequential, not analysed: a do loop has no counter{{$}}
