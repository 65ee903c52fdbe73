// Storage each iteration can have its own copy of: a local nothing outside the loop touches
// whose every read inside reads what the same iteration wrote. Otherwise it carries.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void locals(const float in[16][4], float out[16]) {
  float t;
  float row[4];
  for (int i = 0; i < 16; i++) {
    t = in[i][0];
    for (int k = 0; k < 4; k++) row[k] = in[i][k] * t;
    out[i] = row[0] + row[3];
  }
}
float read_first(const float in[16]) {
  float t = 1;
  for (int i = 0; i < 16; i++) {
    float before = t;
    t = in[i] + before;
  }
  return t;
}
void kept_after(const float in[16], float out[1]) {
  float t = 0;
  for (int i = 0; i < 16; i++) t = in[i];
  out[0] = t;
}
// CHECK-LABEL: function locals (
// CHECK: for 7:3: parallel; private t, row{{$}}
// CHECK: for 9:5: parallel{{$}}
// CHECK-LABEL: function read_first (
// CHECK: for 15:3: sequential, carries flow on t at distance 1..15; private before{{$}}
// CHECK-LABEL: function kept_after (
// CHECK: for 23:3: sequential, carries output on t at distance 1..15{{$}}
