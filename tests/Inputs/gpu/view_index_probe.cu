#include <cstdio>
#include <cstdlib>
static __constant__ const short ctab[16] = {50, 0, 73, 6, -60, 66, 97, 25, 69, 35, 3, -42, -55, -37, 45, -13};
__device__ const short gtab[16] = {50, 0, 73, 6, -60, 66, 97, 25, 69, 35, 3, -42, -55, -37, 45, -13};
static const short htab[16] = {50, 0, 73, 6, -60, 66, 97, 25, 69, 35, 3, -42, -55, -37, 45, -13};
#define WRAP(i) ((unsigned int)((((i) * 1) + 7) % 32) + 1u + 4294967295u)
#define PLAIN(i) ((unsigned int)((((i) * 1) + 7) % 32))
#define WORD(T, x) ((signed char)(((unsigned short)(T[(size_t)((x) / 2LL)])) >> (((x) % 2LL) * 8LL)))
#define WORDU(T, x) ((signed char)(((unsigned short)(T[(size_t)((x) / 2u)])) >> (((x) % 2u) * 8u)))
#define BYTE(T, x) (((const signed char *)T)[(x)])
__global__ void k(int *o, int n) {
  for (int i = 0; i < n; i++) {
    o[0 * 16 + i] = WORD(ctab, WRAP(i));
    o[1 * 16 + i] = WORD(gtab, WRAP(i));
    o[2 * 16 + i] = WORD(ctab, PLAIN(i));
    o[3 * 16 + i] = WORDU(ctab, WRAP(i));
    o[4 * 16 + i] = BYTE(ctab, WRAP(i));
    o[5 * 16 + i] = WORD(ctab, (long long)WRAP(i));
  }
}
__global__ void kc(int *o) {
  for (int i = 0; i < 13; i++) {
    o[0 * 16 + i] = WORD(ctab, WRAP(i));
    o[1 * 16 + i] = WORD(gtab, WRAP(i));
    o[2 * 16 + i] = WORD(ctab, PLAIN(i));
    o[3 * 16 + i] = WORDU(ctab, WRAP(i));
    o[4 * 16 + i] = BYTE(ctab, WRAP(i));
    o[5 * 16 + i] = WORD(ctab, (long long)WRAP(i));
  }
}
int main(int argc, char **argv) {
  const char *names[6] = {"word/const/wrap", "word/global/wrap", "word/const/plain", "word-unsigned/const/wrap", "byte/const/wrap", "word/const/wrap-as-ll"};
  int *o;
  cudaMallocManaged(&o, 6 * 16 * sizeof(int));
  for (int run = 0; run < 2; run++) {
    cudaMemset(o, 0x55, 6 * 16 * sizeof(int));
    if (run == 0) k<<<1, 1>>>(o, argc > 5 ? 1 : 13); else kc<<<1, 1>>>(o);
    if (cudaDeviceSynchronize() != cudaSuccess) { printf("cuda error\n"); return 1; }
    for (int f = 0; f < 6; f++) {
      int bad = 0;
      for (int i = 0; i < 13; i++) { unsigned x = WRAP(i); if (o[f * 16 + i] != WORD(htab, x)) bad++; }
      printf("%s bound, %-26s %s (%d of 13 differ)\n", run ? "constant" : "runtime ", names[f], bad ? "WRONG" : "right", bad);
    }
  }
  return 0;
}
