// A team scan may read its operands up to 8 rounds (of 32 lanes x 8 iterations) ahead, as far as the
// counter is proved to stay in its type past the loop's end. Where the last iteration is the first
// of its round, the round after it reaches 511 steps past it, and each round read ahead 256 more:
// an unsigned short counter whose last value is 64599 has room for one round ahead (+767 <= 65535,
// +1023 is not), 64999 for none (+511), and 65199 for no scan at all.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void wide(int b[1000]) {
  int r = 0;
  for (int i = 0; i < 1000; i++) {
    r += b[i];
    b[i] = r;
  }
}
void one_ahead(unsigned char b[64600]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 64600; i++) {
    r ^= b[i];
    b[i] = (unsigned char)r;
  }
}
void none_ahead(unsigned char b[65000]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 65000; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
void no_scan(unsigned char b[65200]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 65200; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
// CHECK-LABEL: function wide (
// CHECK: team for 9:3: scanned across the lanes; operands may be read 8 rounds ahead, 16 bytes at a time where aligned; its values stored 16 bytes at a time where aligned{{$}}
// CHECK-LABEL: function one_ahead (
// CHECK: team for 16:3: scanned across the lanes; operands may be read 1 round ahead{{$}}
// CHECK-LABEL: function none_ahead (
// CHECK: team for 23:3: scanned across the lanes; operands may be read 0 rounds ahead{{$}}
// CHECK-LABEL: function no_scan (
// CHECK-NOT: scanned
