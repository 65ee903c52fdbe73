// A running value read inside the loop is a scan; a float sum may not be reordered, an integer
// one may.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void float_scan(float b[64]) {
  float r = 0;
  for (int i = 0; i < 64; i++) {
    r += b[i];
    b[i] = r;
  }
}
void int_scan(int b[64]) {
  int r = 0;
  for (int i = 0; i < 64; i++) {
    r = r + b[i];
    b[i] = r;
  }
}
// CHECK-LABEL: function float_scan (
// CHECK: for 6:3: scan + over r (another order rounds otherwise: only with --reassociate){{$}}
// CHECK-LABEL: function int_scan (
// CHECK: for 13:3: scan + over r{{$}}
void narrow_scans(unsigned char b[64]) {
  unsigned char x = 0, n = 0;
  for (int i = 0; i < 64; i++) {
    x = x ^ b[i];
    b[i] = x;
  }
  for (int i = 0; i < 64; i++) {
    n--;
    b[i] += n;
  }
}
// A narrow running value written out (`x = x ^ b[i]`, promoted and converted back as `x ^= b[i]`
// is), and one counted down.
// CHECK-LABEL: function narrow_scans (
// CHECK: for 24:3: scan ^ over x{{$}}
// CHECK: for 28:3: scan + over n{{$}}
