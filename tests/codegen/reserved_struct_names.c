// Struct variables and parameters whose names begin with 'bulk' (the runtime's prefix) get a
// spelling of their own in emitted code, for each of their members, and bulkcc ends: a prefix no
// number after it can free is escaped first (u_), as other reserved names are.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
typedef struct { float a[4]; float s; } S;

static float sum(const S *bulkin) {
  float t = bulkin->s;
  for (int i = 0; i < 4; i++) t += bulkin->a[i];
  return t;
}

void f(S *bulkctx, float o[4]) {
  S bulk;
  bulk.s = bulkctx->s;
  for (int i = 0; i < 4; i++) bulk.a[i] = bulkctx->a[i] * 2;
  for (int i = 0; i < 4; i++) o[i] = bulk.a[i] + sum(&bulk) + sum(bulkctx);
}
// CHECK: float u_bulk_a[4];
// CHECK: __global__ void bulkcc_kernel_f({{.*}}u_bulkctx_a{{.*}}u_bulkctx_s
// CPU: void bulkcc_lanes_f({{.*}}u_bulkctx_a{{.*}}u_bulk_a
