// --entry selects entries; other external functions are not emitted unless called.
// RUN: %bulkcc --entry second %s -o - | FileCheck %s
void first(float a[2]) { a[0] = 1; }
void second(float a[2]) { a[1] = 2; }
// CHECK-NOT: first
// CHECK: bulkcc_kernel_second
// CHECK-NOT: first
