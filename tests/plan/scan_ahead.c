// A team scan may read its operands up to 8 rounds (of 32 lanes x 8 iterations) ahead, as far as the
// counter is proved to stay in its type past the loop's end: an unsigned short counter ending at
// 65000 has room for 1 round past it (65000 + 256 <= 65535) and a second (+ 512), not a third.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void wide(int b[1000]) {
  int r = 0;
  for (int i = 0; i < 1000; i++) {
    r += b[i];
    b[i] = r;
  }
}
void narrow(unsigned char b[65000]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 65000; i++) {
    r ^= b[i];
    b[i] = (unsigned char)r;
  }
}
void narrower(unsigned char b[65200]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 65200; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
void none(unsigned char b[65400]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 65400; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
// CHECK-LABEL: function wide (
// CHECK: team for 7:3: scanned across the lanes; operands may be read 8 rounds ahead{{$}}
// CHECK-LABEL: function narrow (
// CHECK: team for 14:3: scanned across the lanes; operands may be read 1 round ahead{{$}}
// CHECK-LABEL: function narrower (
// CHECK: team for 21:3: scanned across the lanes; operands may be read 0 rounds ahead{{$}}
// CHECK-LABEL: function none (
// CHECK-NOT: scanned
