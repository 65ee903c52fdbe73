// negative_zero_choice.cu: ways of writing a choice between 1.0f and -0.0f that ptxas might keep
// (signed_zero_conversions.cu showed it turns `c < 0.5f ? 1.0f : -0.0f` into FSET.BF, which gives
// +0.0): each way's product with an integer-valued +0.0 beside the host's. Not run yet: the
// candidates for the emitted code's workaround.
//   build: nvcc -O3 -arch=sm_90 -Ibench bench/experiments/negative_zero_choice.cu; cuobjdump -sass for FSET.BF
#include <cstdio>
#include <cstring>

#include "cuda_check.h"
__global__ void k(const float *x, const float *c, float *out) {
  float v = (float)(int)(x[threadIdx.x] * 0.25f);
  float cc = c[threadIdx.x];
  out[0 * 4 + threadIdx.x] = v * (cc < 0.5f ? 1.0f : -0.0f);
  out[1 * 4 + threadIdx.x] = v * __int_as_float(cc < 0.5f ? 0x3f800000 : (int)0x80000000);
  out[2 * 4 + threadIdx.x] = v * (cc < 0.5f ? 1.0f : __int_as_float((int)0x80000000));
  float w;
  asm("{ .reg .pred p; setp.ne.s32 p, %1, 0; selp.f32 %0, 0f3F800000, 0f80000000, p; }" : "=f"(w) : "r"((int)(cc < 0.5f)));
  out[3 * 4 + threadIdx.x] = v * w;
  out[4 * 4 + threadIdx.x] = v * (cc < 0.5f ? 2.0f : -0.0f);
  out[5 * 4 + threadIdx.x] = cc < 0.5f ? 1.0f : -0.0f;
}
int main() {
  float hx[4] = {-1.5f, 0.5f, -1.5f, -0.0f}, hc[4] = {0.1f, 0.9f, 0.9f, 0.9f}, ho[24];
  float *x, *c, *o;
  CHECK(cudaMalloc(&x, 16));
  CHECK(cudaMalloc(&c, 16));
  CHECK(cudaMalloc(&o, 96));
  CHECK(cudaMemset(o, 0xff, 96)); // poisoned
  CHECK(cudaMemcpy(x, hx, 16, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, hc, 16, cudaMemcpyHostToDevice));
  k<<<1, 4>>>(x, c, o);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(ho, o, 96, cudaMemcpyDeviceToHost));
  const char *names[6] = {"1.0 : -0.0", "int bits", "1.0 : bits of -0.0", "asm selp", "2.0 : -0.0", "choice alone"};
  for (int w = 0; w < 6; w++) {
    printf("%-20s", names[w]);
    for (int t = 0; t < 4; t++) {
      float v = (float)(int)(hx[t] * 0.25f), want = w == 5 ? (hc[t] < 0.5f ? 1.0f : -0.0f) : v * (hc[t] < 0.5f ? (w == 4 ? 2.0f : 1.0f) : -0.0f);
      unsigned a, b; memcpy(&a, &ho[w * 4 + t], 4); memcpy(&b, &want, 4);
      printf(" %08x%s", a, a == b ? "" : "(host differs)");
    }
    printf("\n");
  }
  return 0;
}
