// signed_zero_conversions.cu: does the GPU give a float's round trip through int, (float)(int)v,
// the sign of zero C gives (+0.0 for v in (-1, 0])? A cell storing
// (float)(int)(x) * (c < 0.5f ? 1.0f : -0.0f) mismatched the sequential C in every GPU form
// (bench/results/2026-11-28-one-instance-cells.md) while its PTX is the C's (cvt.rzi.s32.f32,
// cvt.rn.f32.s32, selp, mul.rn). The suspicion: the pair of conversions becomes one rounding of a
// float toward zero, whose result keeps the sign (-0.0). Each line is one way of writing the round
// trip, its bits for v = -0.5, 0.5, -1.5, -0.0 beside the host's.
//   build: nvcc -O3 -arch=sm_90 -Ibench bench/experiments/signed_zero_conversions.cu -o signed_zero_conversions
#include <cstdio>
#include <cstring>

#include "cuda_check.h"

enum { VALUES = 4, WAYS = 5 };

__global__ void round_trips(const float *x, const float *c, float *out) {
  const unsigned t = threadIdx.x;
  const float v = x[t];
  out[0 * VALUES + t] = (float)(int)v;
  out[1 * VALUES + t] = __int2float_rn(__float2int_rz(v));
  out[2 * VALUES + t] = (float)(int)v + 0.0f;
  out[3 * VALUES + t] = __fmul_rn((float)(int)(__fmul_rn(v, 0.25f)), c[t] < 0.5f ? 1.0f : -0.0f);
  volatile int i = (int)v;
  out[4 * VALUES + t] = (float)i;
}

int main() {
  const float hx[VALUES] = {-0.5f, 0.5f, -1.5f, -0.0f}, hc[VALUES] = {0.1f, 0.9f, 0.9f, 0.1f};
  float ho[WAYS * VALUES];
  float *x, *c, *o;
  CHECK(cudaMalloc(&x, sizeof hx));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMalloc(&o, sizeof ho));
  CHECK(cudaMemset(o, 0xff, sizeof ho)); /* poisoned: a NaN where nothing was stored */
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice));
  round_trips<<<1, VALUES>>>(x, c, o);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost));
  const char *ways[WAYS] = {"(float)(int)v", "__int2float_rn(__float2int_rz(v))", "(float)(int)v + 0.0f",
                            "(float)(int)(v / 4) * (c < 0.5 ? 1 : -0)", "through a volatile int"};
  int differ = 0;
  for (int w = 0; w < WAYS; w++) {
    printf("%-42s", ways[w]);
    for (int t = 0; t < VALUES; t++) {
      volatile float v = hx[t], cv = hc[t];
      const float want = w == 3 ? (float)(int)(v * 0.25f) * (cv < 0.5f ? 1.0f : -0.0f) : (float)(int)v;
      unsigned got_bits, want_bits;
      memcpy(&got_bits, &ho[w * VALUES + t], sizeof got_bits);
      memcpy(&want_bits, &want, sizeof want_bits);
      printf(" %08x%s", got_bits, got_bits == want_bits ? "" : " (the host: differs)");
      differ += got_bits != want_bits;
    }
    printf("\n");
  }
  printf("%d of %d differ from the host\n", differ, WAYS * VALUES);
  CHECK(cudaFree(x));
  CHECK(cudaFree(c));
  CHECK(cudaFree(o));
  return 0;
}
