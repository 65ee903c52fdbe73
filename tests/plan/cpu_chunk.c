// --target=cpu: the chunk of instances a thread takes. An entry that does little work per
// element of its arrays streams through them: its chunk's arrays stay within 64 KiB (here 2048
// floats, 8 KiB an instance: 8 instances, but never fewer than 16). One that does much keeps 128.
// RUN: %bulkcc --target=cpu --dump=plan %s | FileCheck %s
void copy(const float a[1024], float b[1024]) {
  for (int i = 0; i < 1024; i++) b[i] = a[i];
}
float triple(const float a[8]) {
  float s = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      for (int k = 0; k < 8; k++) s += a[i] * a[j] - a[k];
  return s;
}
// CHECK-LABEL: function copy (entry): cpu form spmd lanes
// CHECK: chunk: 16 instances (streamed through)
// CHECK-LABEL: function triple (entry): cpu form spmd lanes
// CHECK: chunk: 128 instances (much work per element)
