/* Found by random program 350012 (all classes) on an H200, reduced: the emitted CUDA code reads
 * bytes of __constant__ short tables through views; the GPU gives 255 where the sequential C and
 * the same code compiled for the CPU (g++ and clang++ at -O0 and -O2) give 256, and 1 where they
 * give 0, at the odd byte offsets (each element's high byte): nvcc's miscompile of the shift form. */
#include <math.h>
static const short tab1[16] = {(int)(u'a' % 1009u), 7, -5, 87, 15, -37, -37, ('abcd' % 1009), L'\xffffffff', 100, 80, 36, -92, 78, 76, 12};
static const int g2 = 65;
struct tagS2 { int m0[3]; };
typedef struct tagS2 S2;
float entry1(int entry1_u, int entry1_n, float template[13], const struct tagS2 *bulks, const S2 *bulk) {
  static const short tab44[16] = {50, '\0', 73, 6, -60, 66, L'a', 25, 69, 35, 3, -42, -55, -37, 45, -13};
  for (int i45 = 0; i45 < entry1_n; i45++) {
    {
      const int *pw46 = &bulk->m0[2];
      const double s47 = (double)((ceil(((double)(*(const signed char *)(tab44 + 11)) * (double)(tab1[15 - i45])))));
      for (int i48 = 6; i48 >= 1; i48--) {
        if ((float)(sizeof(pw46[0])) >= ((float)(sizeof(pw46[0])) * s47 * (float)(bulks->m0[(unsigned)(((unsigned)(i48) * 5u + 4000000000u) % 3u) + 1u + 4294967295u]))) {
        }
      }
      switch (i45 % 3) {
      }
    }
    if ((fabs((double)(sizeof(tab44)))) < ((double)(i45) * (double)(g2))) {
      double m49[8];
      for (unsigned char u51 = 10; u51-- > 0;) {
        switch (u51 % 3) {
        }
        {
        }
        unsigned long long m56[3][4];
      }
    }
  }
  for (int i59 = 0; i59 < entry1_u; i59++) {
    {
    }
    S2 st62 = {0};
    for (int i63 = (-2147483640); i63 >= (-2147483647); i63--) {
      unsigned short bool[4];
    }
  }
  if (tab44[10] > -22) entry1_u = (int)((bulk->m0[0] + ((template[8] >= -1000 && template[8] <= 1000 ? (int)(template[8]) : 7) / 1)) % 1009);
  {
    const int *pw66 = &bulk->m0[2];
    for (signed char u67 = 0; u67 <= 8; u67++) {
      if ((g2 + g2) <= (u67 * bulks->m0[(unsigned)(((unsigned)(u67) * 6u + 4294967291u) % 3u) + 1u + 4294967295u])) {
        {
        }
      }
    }
    {
      const unsigned char *w70 = (const unsigned char *)tab1 + 15;
      for (int i71 = 0; i71 < 13; i71++) template[(i71 * 4 + 6) % 13] = (float)((float)(*w70++) + (fabs((float)(((const signed char *)tab44)[(unsigned)((i71 * 1 + 7) % 32) + 1u + 4294967295u]))));
    }
  }
  return (float)(template[9]);
}