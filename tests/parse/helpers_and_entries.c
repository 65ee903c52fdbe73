// External functions are entries, static ones helpers; main is never an entry.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
static float sq(float x) { return x * x; }
static float unused(float x) { return x; }
float norm2(const float v[3]) { return sq(v[0]) + sq(v[1]) + sq(v[2]); }
void clear(float v[3]) { for (int i = 0; i < 3; i++) v[i] = 0; }
int main(void) { return 0; }
// CHECK-LABEL: helper sq returns 'float'
// CHECK-NOT: unused
// CHECK-LABEL: entry norm2 returns 'float'
// CHECK-LABEL: entry clear returns 'void'
// CHECK-NOT: main
