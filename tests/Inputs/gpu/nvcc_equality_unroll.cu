// nvcc_equality_unroll.cu: what plan/opaque.c works around. nvcc 13.0 at -O1 and above unrolls
// this loop (an odd constant trip count) by two and, in the first copy of the body, tests the
// counter's value after the step against the constant: the u == 1 iteration, which C skips, runs
// on the GPU and changes a[0]. The same loop with the counter passed through an empty asm before
// the test (bulkcc_opaque, as the emitted code does) is right. Each runs on the host as the
// reference and in a one-thread kernel; a line per variant says whether the GPU agreed.
//   build: nvcc -O3 -arch=sm_90 nvcc_equality_unroll.cu
#include <cstdio>
#include <cstring>

template <typename T> static __host__ __device__ __forceinline__ T bulkcc_opaque(T x) {
#ifdef __CUDA_ARCH__
  unsigned long long v = (unsigned long long)x;
  asm("" : "+l"(v));
  return (T)v;
#else
  return x;
#endif
}

__host__ __device__ __noinline__ void plain(long long *a, double *d, int i) {
#pragma unroll 2
  for (unsigned short u = 1; u <= 9; u++) {
    if (u == 1) continue;
    a[u - 1] += (int)u - 5 - (int)d[0];
    d[0] = d[(u + i) & 3] + (double)a[d[0] < 3.0 ? 0 : u];
  }
}

__host__ __device__ __noinline__ void opaque(long long *a, double *d, int i) {
#pragma unroll 2
  for (unsigned short u = 1; u <= 9; u++) {
    if (bulkcc_opaque((int)u) == 1) continue;
    a[u - 1] += (int)u - 5 - (int)d[0];
    d[0] = d[(u + i) & 3] + (double)a[d[0] < 3.0 ? 0 : u];
  }
}

__global__ void run(int which, long long *a, double *d, int i) {
  if (which) opaque(a, d, i);
  else plain(a, d, i);
}

static bool agrees(int which) {
  long long ha[16], ra[16];
  double hd[4], rd[4];
  for (int k = 0; k < 16; k++) ha[k] = k + 1;
  for (int k = 0; k < 4; k++) hd[k] = 10.0 * (k + 1);
  memcpy(ra, ha, sizeof ha);
  memcpy(rd, hd, sizeof hd);
  if (which) opaque(ra, rd, 1);
  else plain(ra, rd, 1);
  long long *da;
  double *dd;
  if (cudaMalloc(&da, sizeof ha) != cudaSuccess || cudaMalloc(&dd, sizeof hd) != cudaSuccess ||
      cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice) != cudaSuccess ||
      cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice) != cudaSuccess) {
    printf("error: CUDA: %s\n", cudaGetErrorString(cudaGetLastError()));
    exit(2);
  }
  run<<<1, 1>>>(which, da, dd, 1);
  if (cudaDeviceSynchronize() != cudaSuccess || cudaMemcpy(ha, da, sizeof ha, cudaMemcpyDeviceToHost) != cudaSuccess ||
      cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost) != cudaSuccess) {
    printf("error: CUDA: %s\n", cudaGetErrorString(cudaGetLastError()));
    exit(2);
  }
  cudaFree(da);
  cudaFree(dd);
  return memcmp(ha, ra, sizeof ha) == 0 && memcmp(hd, rd, sizeof hd) == 0;
}

int main() {
  printf("plain: %s\n", agrees(0) ? "the GPU agrees with the host" : "the GPU differs from the host");
  printf("opaque: %s\n", agrees(1) ? "the GPU agrees with the host" : "the GPU differs from the host");
  return 0;
}
