// math_ulps.cu: how far CUDA's <math.h> functions are from glibc's, in units in the last place,
// over a million random arguments each: the numbers the README quotes for library functions.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "cuda_check.h"

enum Fn { SIN, COS, EXP, LOG, POW, SQRT, TANH, COUNT };
static const char *names[COUNT] = {"sin", "cos", "exp", "log", "pow", "sqrt", "tanh"};

template <class T>
__host__ __device__ T apply(int f, T x, T y) {
  switch (f) {
  case SIN: return sin(x);
  case COS: return cos(x);
  case EXP: return exp(x);
  case LOG: return log(x);
  case POW: return pow(x, y);
  case SQRT: return sqrt(x);
  default: return tanh(x);
  }
}

template <class T>
__global__ void run(int f, const T *x, const T *y, T *out, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = apply<T>(f, x[i], y[i]);
}

static int64_t ordered(double v) { int64_t i; memcpy(&i, &v, 8); return i < 0 ? INT64_MIN - i : i; }
static int64_t ordered(float v) { int32_t i; memcpy(&i, &v, 4); return i < 0 ? INT32_MIN - (int64_t)i : i; }

template <class T>
static long long max_ulps(int f, size_t n, uint64_t seed) {
  std::vector<T> x(n), y(n), gpu(n);
  for (size_t i = 0; i < n; i++) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    double u = (double)(seed >> 11) / 9007199254740992.0, v = (double)((seed * 31) >> 11) / 9007199254740992.0;
    switch (f) {
    case EXP: x[i] = (T)(u * 160 - 80); break;
    case LOG: case SQRT: x[i] = (T)(u * 1e6 + 1e-3); break;
    case POW: x[i] = (T)(u * 100 + 1e-3); y[i] = (T)(v * 20 - 10); break;
    default: x[i] = (T)(u * 200 - 100); break;
    }
  }
  T *dx, *dy, *dout;
  CHECK(cudaMalloc(&dx, n * sizeof(T)));
  CHECK(cudaMalloc(&dy, n * sizeof(T)));
  CHECK(cudaMalloc(&dout, n * sizeof(T)));
  CHECK(cudaMemcpy(dx, x.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  run<T><<<(unsigned)((n + 255) / 256), 256>>>(f, dx, dy, dout, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(gpu.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaFree(dout));
  long long worst = 0;
  for (size_t i = 0; i < n; i++) {
    T host = apply<T>(f, x[i], y[i]);
    long long d = llabs((long long)(ordered(host) - ordered(gpu[i])));
    if (d > worst) worst = d;
  }
  return worst;
}

int main() {
  const size_t n = 1 << 20;
  printf("%-6s %12s %12s\n", "", "float ulps", "double ulps");
  for (int f = 0; f < COUNT; f++)
    printf("ULPS %-6s %7lld %12lld\n", names[f], max_ulps<float>(f, n, 7 + f), max_ulps<double>(f, n, 11 + f));
  return 0;
}
