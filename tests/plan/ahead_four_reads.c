// Four reads per iteration: groups of 16 iterations, so that about AHEAD_REGISTERS (64) values wait.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
void mix(const float a[64], const float b[64], const float c[64], const float d[64], float out[64]) {
  for (int i = 0; i < 64; i++) out[i] = a[i] + b[i] * c[i] - d[i];
}
// CHECK-LABEL: function mix (entry)
// CHECK: loop 4:3: ahead 16 iterations, 4 reads
