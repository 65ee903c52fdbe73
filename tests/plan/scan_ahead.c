// A team scan may read its operands up to 8 rounds (of 32 lanes x up to 16 iterations) ahead, as far
// as the counter is proved to stay in its type past the loop's end. Where the last iteration is the
// first of its round, the round after it reaches 1023 steps past it, and each round read ahead 512
// more: an unsigned short counter whose last value is 63999 has room for one round ahead (+1535 <=
// 65535, +2047 is not), 64499 for none (+1023), and 64599 for no scan at all.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void wide(int b[1000]) {
  int r = 0;
  for (int i = 0; i < 1000; i++) {
    r += b[i];
    b[i] = r;
  }
}
void one_ahead(unsigned char b[64000]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 64000; i++) {
    r ^= b[i];
    b[i] = (unsigned char)r;
  }
}
void none_ahead(unsigned char b[64500]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 64500; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
void no_scan(unsigned char b[64600]) {
  unsigned r = 0;
  for (unsigned short i = 0; i < 64600; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
// CHECK-LABEL: function wide (
// CHECK: team for 9:3: scanned across the lanes; operands may be read 8 rounds ahead, 16 bytes at a time where aligned; on the GPU a lane takes 4 groups of 4 consecutive iterations a round; its values stored 16 bytes at a time where aligned{{$}}
// CHECK-LABEL: function one_ahead (
// CHECK: team for 16:3: scanned across the lanes; operands may be read 1 round ahead; on the GPU a lane takes 1 group of 8 consecutive iterations a round{{$}}
// CHECK-LABEL: function none_ahead (
// CHECK: team for 23:3: scanned across the lanes; operands may be read 0 rounds ahead; on the GPU a lane takes 1 group of 8 consecutive iterations a round{{$}}
// CHECK-LABEL: function no_scan (
// CHECK-NOT: scanned
