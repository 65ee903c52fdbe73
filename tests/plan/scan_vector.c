// A team scan whose operand is X[..][i] (i its counter, counting up by 1) of 2-, 4- or 8-byte
// elements reads a lane's operands 16 bytes at a time on the GPU, where aligned, in runs of 16
// bytes' elements, 64 bytes a lane a round (8-byte elements: 4 groups of 2; 2-byte: 2 of 8; others
// take one group of 8 consecutive iterations); where the body's
// one statement after the update stores the running value as X[..][i], its values too. Not for
// bytes, a counter counting down or by 2, an index other than i (+ a constant), or a stored value
// other than the running value.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
// RUN: %bulkcc %s -o - | FileCheck %s --check-prefix=CODE
void rows(const long long a[4][100], long long out[4][100]) {
  long long r = 0;
  for (int i = 0; i < 99; i++) {
    r += a[2][i + 1];
    out[1][i] = r;
  }
  out[0][0] = r;
}
void bytes(unsigned char b[1000]) {
  unsigned r = 0;
  for (int i = 0; i < 1000; i++) {
    r += b[i];
    b[i] = (unsigned char)r;
  }
}
void down(int b[1000]) {
  int r = 0;
  for (int i = 999; i >= 0; i--) {
    r += b[i];
    b[i] = r;
  }
}
void other_value(const short a[1000], int b[1000]) {
  int r = 0;
  for (int i = 0; i < 1000; i++) {
    r += a[i];
    b[i] = r + 1;
  }
}
// CHECK-LABEL: function rows (
// CHECK: team for 12:3: scanned across the lanes; {{.*}}, 16 bytes at a time where aligned; on the GPU a lane takes 4 groups of 2 consecutive iterations a round; its values stored 16 bytes at a time where aligned{{$}}
// CHECK-LABEL: function bytes (
// CHECK: team for 20:3: scanned across the lanes; operands may be read {{[0-9]}} rounds ahead; on the GPU a lane takes 1 group of 8 consecutive iterations a round{{$}}
// CHECK-LABEL: function down (
// CHECK: team for 27:3: scanned across the lanes; operands may be read {{[0-9]}} rounds ahead; on the GPU a lane takes 1 group of 8 consecutive iterations a round{{$}}
// CHECK-LABEL: function other_value (
// CHECK: team for 34:3: scanned across the lanes; operands may be read {{[0-9]}} rounds ahead, 16 bytes at a time where aligned; on the GPU a lane takes 2 groups of 8 consecutive iterations a round{{$}}
// CODE-LABEL: bulkcc_team_entry_rows
// CODE: #if BULKCC_SCAN_VECTOR
// CODE: bulk_row = &a[
// CODE: ((uint4 *)bulk_w)[bulk_v] = ((const uint4 *)bulk_row)[bulk_v];
// CODE: } else
// CODE-NEXT: #endif
// CODE: bulk_to = &out[
// CODE: ((uint4 *)bulk_to)[bulk_v] = ((const uint4 *)bulk_w)[bulk_v];
