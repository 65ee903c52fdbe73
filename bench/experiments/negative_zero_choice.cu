// negative_zero_choice.cu: which spellings of a choice with a -0.0 arm keep its sign on the GPU.
// signed_zero_conversions.cu showed ptxas turning `c < 0.5f ? 1.0f : -0.0f` into FSET.BF, which
// gives +0.0. Each context below (a product with the choice, the choice alone, a choice of a
// loaded value or -0.0, the arms the other way round, -1.0 or +0.0, and doubles) is computed with
// each spelling, its bits against the host's.
//   build: nvcc -O3 -arch=sm_90 -Ibench bench/experiments/negative_zero_choice.cu -o nz
//   then:  ./nz; cuobjdump -sass nz | grep -c FSET.BF
// Run on an H200: bench/results/2026-11-29-NVIDIA-H200-negative-zero.md (only the -0.0 read from
// __constant__ memory is safe by construction; it is what bulkcc emits).
#include <cstdio>
#include <cstring>

#include "cuda_check.h"

__constant__ float negative_zero_f = -0.0f;
__constant__ double negative_zero_d = -0.0;

enum { PLAIN, INT_BITS, HIDDEN_BITS, HIDDEN_FLOAT, CONSTANT_BANK, SPELLINGS };
static const char *spelling_names[SPELLINGS] = {"plain ?:", "?: of int bits", "?: of bits hidden by asm",
                                                "?: of floats hidden by asm", "-0.0 from __constant__"};

template <int S, typename T> __device__ __forceinline__ T choose(bool c, T a, T b) {
  if (S == PLAIN) return c ? a : b;
  if (S == INT_BITS) {
    if (sizeof(T) == 4) return __int_as_float(c ? __float_as_int((float)a) : __float_as_int((float)b));
    return __longlong_as_double(c ? __double_as_longlong(a) : __double_as_longlong(b));
  }
  if (S == HIDDEN_BITS) {
    if (sizeof(T) == 4) {
      int x = __float_as_int((float)a), y = __float_as_int((float)b);
      asm("" : "+r"(x));
      asm("" : "+r"(y));
      return __int_as_float(c ? x : y);
    }
    long long x = __double_as_longlong(a), y = __double_as_longlong(b);
    asm("" : "+l"(x));
    asm("" : "+l"(y));
    return __longlong_as_double(c ? x : y);
  }
  if (S == HIDDEN_FLOAT) {
    if (sizeof(T) == 4) {
      float x = (float)a, y = (float)b;
      asm("" : "+f"(x));
      asm("" : "+f"(y));
      return c ? x : y;
    }
    double x = a, y = b;
    asm("" : "+d"(x));
    asm("" : "+d"(y));
    return c ? x : y;
  }
  /* CONSTANT_BANK: each -0.0 arm read from constant memory, which ptxas cannot fold */
  T nz = sizeof(T) == 4 ? (T)negative_zero_f : (T)negative_zero_d;
  bool a_nz = a == 0 && signbit(a), b_nz = b == 0 && signbit(b);
  return c ? (a_nz ? nz : a) : (b_nz ? nz : b);
}

enum { PRODUCT, ALONE, LOADED_ARM, REVERSED, MINUS_ONE_OR_ZERO, DOUBLE_PRODUCT, CONTEXTS };
static const char *context_names[CONTEXTS] = {"v * (c ? 1 : -0)", "c ? 1 : -0", "c ? x : -0", "c ? -0 : 1",
                                              "v * (c ? -1 : +0)", "(double)v * (c ? 1 : -0)"};
#define THREADS 4

template <int S> __device__ void contexts(const float *x, const float *c, double *out) {
  const int t = threadIdx.x;
  const float v = (float)(int)(x[t] * 0.25f), xt = x[t];
  const bool low = c[t] < 0.5f;
  double *o = out + S * CONTEXTS * THREADS;
  o[PRODUCT * THREADS + t] = v * choose<S, float>(low, 1.0f, -0.0f);
  o[ALONE * THREADS + t] = choose<S, float>(low, 1.0f, -0.0f);
  o[LOADED_ARM * THREADS + t] = choose<S, float>(low, xt, -0.0f);
  o[REVERSED * THREADS + t] = choose<S, float>(!low, -0.0f, 1.0f);
  o[MINUS_ONE_OR_ZERO * THREADS + t] = v * choose<S, float>(low, -1.0f, 0.0f);
  o[DOUBLE_PRODUCT * THREADS + t] = (double)v * choose<S, double>(low, 1.0, -0.0);
}

__global__ void k(const float *x, const float *c, double *out) {
  contexts<PLAIN>(x, c, out);
  contexts<INT_BITS>(x, c, out);
  contexts<HIDDEN_BITS>(x, c, out);
  contexts<HIDDEN_FLOAT>(x, c, out);
  contexts<CONSTANT_BANK>(x, c, out);
}

static double host_context(int ctx, float x, float c) {
  const float v = (float)(int)(x * 0.25f);
  const bool low = c < 0.5f;
  switch (ctx) {
  case PRODUCT: return v * (low ? 1.0f : -0.0f);
  case ALONE: return low ? 1.0f : -0.0f;
  case LOADED_ARM: return low ? x : -0.0f;
  case REVERSED: return !low ? -0.0f : 1.0f;
  case MINUS_ONE_OR_ZERO: return v * (low ? -1.0f : 0.0f);
  default: return (double)v * (low ? 1.0 : -0.0);
  }
}

int main() {
  const float hx[THREADS] = {-1.5f, 0.5f, -1.5f, -0.0f}, hc[THREADS] = {0.1f, 0.9f, 0.9f, 0.9f};
  const size_t n = (size_t)SPELLINGS * CONTEXTS * THREADS;
  double ho[SPELLINGS * CONTEXTS * THREADS];
  float *x, *c;
  double *o;
  CHECK(cudaMalloc(&x, sizeof hx));
  CHECK(cudaMalloc(&c, sizeof hc));
  CHECK(cudaMalloc(&o, n * sizeof(double)));
  CHECK(cudaMemset(o, 0xff, n * sizeof(double))); // poisoned
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice));
  k<<<1, THREADS>>>(x, c, o);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost));
  int differ = 0;
  for (int s = 0; s < SPELLINGS; s++) {
    printf("%s\n", spelling_names[s]);
    for (int ctx = 0; ctx < CONTEXTS; ctx++) {
      printf("  %-26s", context_names[ctx]);
      for (int t = 0; t < THREADS; t++) {
        const double got = ho[(s * CONTEXTS + ctx) * THREADS + t], want = host_context(ctx, hx[t], hc[t]);
        const int same = memcmp(&got, &want, sizeof got) == 0;
        differ += !same;
        printf(" %+g%s", got, same ? "" : "(host differs)");
      }
      printf("\n");
    }
  }
  printf("%d of %zu differ from the host\n", differ, n);
  return 0;
}
