#include <cstdio>
#include <cmath>
static __constant__ const short tab1[16] = {97, 7, -5, 87, 15, -37, -37, 420, -1, 100, 80, 36, -92, 78, 76, 12};
static __constant__ const short tab44[16] = {50, 0, 73, 6, -60, 66, 97, 25, 69, 35, 3, -42, -55, -37, 45, -13};
static const short h1[16] = {97, 7, -5, 87, 15, -37, -37, 420, -1, 100, 80, 36, -92, 78, 76, 12};
static const short h44[16] = {50, 0, 73, 6, -60, 66, 97, 25, 69, 35, 3, -42, -55, -37, 45, -13};
__global__ void k(float *a, float *b, float *c) {
  long long u_bulk_at = 0;
  long w70 = 15;
  for (int i71 = 0; i71 < 13; i71++) {
    a[i71] = (float)(((u_bulk_at = (w70++)), ((unsigned char)((((unsigned short)(tab1[((size_t)((u_bulk_at / 2LL)))])) >> ((u_bulk_at % 2LL) * 8LL))))));
    b[i71] = fabs((double)(((float)(((signed char)((((unsigned short)(tab44[((size_t)((((((unsigned int)((((i71 * 1) + 7) % 32))) + 1u) + 4294967295u) / 2LL)))])) >> ((((((unsigned int)((((i71 * 1) + 7) % 32))) + 1u) + 4294967295u) % 2LL) * 8LL)))))))));
    unsigned int x = (unsigned int)((i71 + 7) % 32) + 1u + 4294967295u;
    c[i71] = (float)(signed char)((unsigned short)tab44[x / 2] >> ((x % 2) * 8));
  }
}
int main() {
  float *a, *b, *c;
  cudaMallocManaged(&a, 64 * 4); cudaMallocManaged(&b, 64 * 4); cudaMallocManaged(&c, 64 * 4);
  k<<<1, 1>>>(a, b, c);
  cudaDeviceSynchronize();
  for (int i = 0; i < 13; i++) {
    long long at = 15 + i;
    unsigned int x = (unsigned int)((i + 7) % 32);
    float ha = (float)(unsigned char)((unsigned short)h1[at / 2] >> ((at % 2) * 8));
    float hb = fabs((double)(float)(signed char)((unsigned short)h44[x / 2] >> ((x % 2) * 8)));
    printf("%d: a gpu %g host %g | b gpu %g host %g | c gpu %g%s\n", i, a[i], ha, b[i], hb, c[i], a[i] != ha || b[i] != hb ? "  DIFF" : "");
  }
}
