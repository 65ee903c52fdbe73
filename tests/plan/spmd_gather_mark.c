// --target=cpu: the SPMD form is decided per entry. An entry that gathers in its own body keeps
// the per-instance form; one beside it in the file, or one whose gather is in a helper it calls
// once per lane, takes the SPMD form.
// RUN: %bulkcc --target=cpu --dump=plan %s 2>/dev/null | FileCheck %s
static float at(const float t[8], int i) { return t[i & 7]; }

float pick(const float a[16], const int k[1]) {
  float s = a[0];
  #pragma bulkcc gather
  s = a[k[0] & 15];
  return s;
}

float sum(const float a[16]) {
  float s = 0;
  for (int i = 0; i < 16; i++) s += a[i];
  return s;
}

float pick_in_helper(const float t[8], const int k[1]) {
  #pragma bulkcc gather
  return at(t, k[0]);
}
// CHECK-LABEL: function pick (entry): cpu form per-instance
// CHECK-NOT: varying
// CHECK-LABEL: function sum (entry): cpu form spmd lanes
// CHECK: varying s
// CHECK-LABEL: function pick_in_helper (entry): cpu form spmd lanes
