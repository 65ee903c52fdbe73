// random_program.py 80089
#include <math.h>
#pragma GCC diagnostic ignored "-Wsizeof-array-argument"
static const _Bool tab1[5] = {1u, 0u, 0u, 0u, 0u};
static const _Bool g2 = 202u;
static _Bool h3(_Bool v[static 16], int i, _Bool x) {
  v[15 - i] = ((((unsigned)(g2) | (unsigned)(v[i])) - ((unsigned)(v[(unsigned)(i) + 1u + 4294967295u]) * (unsigned)(v[(unsigned)(15 - i) + 1u + 4294967295u])))) != 0;
  (void)v; (void)i; (void)x;
  return ((0u + ((0u + ((unsigned)(v[(unsigned)(15 - i) + 1u + 4294967295u]) == (unsigned)(i))) < (((unsigned)(g2) | (unsigned)(x)) <= (unsigned)(x) ? (unsigned)(tab1[(i * 2 + 4) % 5]) : (unsigned)(i))))) != 0;
}
static int h4(short v[const 3][5], int i, int x) {
  v[(unsigned)((unsigned)(i) + 1u + 4294967295u) + 1u + 4294967295u][i] = (short)(((0 + (((0 + (i < 1))) == 0))) % 1009);
  (void)v; (void)i; (void)x;
  return (int)(((int)(tab1[4 - i] % 1009u)) % 1009);
}
double entry0(float a5[16], _Bool k6, float k7) {
  static const int tab8[8] = {(int)(U'\xffffffff' % 1009u), 69, 26, 48, -98, -51, 75, L'a'};
  if ((((unsigned)(tab1[1]) >> 1) < ((unsigned)(tab8[7]) + (unsigned)(tab1[4]))) && (((double)(k6) != (double)(tab8[2]) ? (int)(tab1[2] % 1009u) : (int)(k6 % 1009u)) > 0)) {
    for (unsigned char u9 = 255; u9 != 5; u9++) {
      for (int i10 = 0; i10 < 16; i10++) a5[i10] = (float)(a5[i10] + (fabs((a5[(u9 * 2 + 0) % 16] * (float)(tab8[(unsigned)((i10 * 5 + 2) % 8) + 1u + 4294967295u]) * (float)(tab8[(u9 + i10 * 3) % 8])))));
      double m11[150];
      for (int z12 = 0; z12 < 150; z12++) m11[z12] = (double)((((double)(tab8[(z12 + z12 * 1) % 8]) + 0.5) - (ceil((double)(tab1[(z12 * 3 + 5) % 5])))));
      (void)m11;
    }
  }
  for (unsigned u13 = 4294967292u; u13 != 3; u13++) {
    for (int i14 = 2; i14 <= 12; i14++) {
      if ((-((double)(tab8[(u13 * 1 + 4) % 8]))) > (0.25 + k7)) {
        unsigned long long m15[16];
        for (int z16 = 0; z16 < 16; z16++) m15[z16] = (unsigned long long)((((unsigned)(tab8[(i14 * 3 + 3) % 8]) / 5) >= (48u - 115u) ? ((((a5[(i14 * 4 + 0) % 16] >= -1000 && a5[(i14 * 4 + 0) % 16] <= 1000 ? (int)(a5[(i14 * 4 + 0) % 16]) : 7) + z16) != ((int)(tab1[(unsigned)((z16 + z16 * 3) % 5) + 1u + 4294967295u] % 1009u) / 3)) && (((int)(k6 % 1009u) - (int)(g2 % 1009u)) > 0) ? 150u : (unsigned)(sizeof(a5[0]))) : ((unsigned)(k6) * (unsigned)(tab8[(i14 * 4 + 3) % 8]))));
        if (a5[i14 + 4294967295u] != (sqrt(fabs(k7)))) {
          m15[(u13 + u13 * 3) % 16]++;
          a5[i14] = (float)(((((float)((signbit(k7) != 0)) * (float)(tab1[(u13 + u13 * 3) % 5])) != (((int)(g2 % 1009u) >= ((int)(u13 % 1009u) - (int)(m15[(u13 * 3 + 6) % 16] % 1009u))) && (((int)(tab1[(u13 * 3 + 0) % 5] % 1009u) + (int)(m15[i14] % 1009u)) > 0) ? k7 : k7) ? a5[(u13 * 3 + 1) % 16] : k7) + (((0 + ((int)(k6 % 1009u) < (int)(m15[(u13 * 1 + 4) % 16] % 1009u))) < (0 + (tab8[(u13 + u13 * 3) % 8] != (k7 >= -1000 && k7 <= 1000 ? (int)(k7) : 7))) ? (int)(sizeof a5 % 1009u) : (int)(g2 % 1009u)) >= (tab8[(u13 * 5 + 4) % 8] % 3) ? (float)(u13) : (float)(i14))));
        } else {
          m15[(i14 + i14 * 2) % 16] = (unsigned long long)(m15[(i14 + i14 * 2) % 16] + (((unsigned)(tab8[(i14 * 4 + 4) % 8]) + (unsigned)((a5[(u13 * 5 + 0) % 16] >= -1000 && a5[(u13 * 5 + 0) % 16] <= 1000 ? (int)(a5[(u13 * 5 + 0) % 16]) : 7))) - (0u + ((unsigned)(m15[(u13 + i14 * 2) % 16]) == (unsigned)(tab8[(i14 * 1 + 2) % 8])))));
          m15[(u13 * 4 + 7) % 16] -= (0u + (((unsigned)((a5[(u13 * 2 + 6) % 16] >= -1000 && a5[(u13 * 2 + 6) % 16] <= 1000 ? (int)(a5[(u13 * 2 + 6) % 16]) : 7)) & (unsigned)(k6)) <= ((unsigned)(k6) ^ 91u)));
          a5[(u13 * 3 + 7) % 16] = (float)((sqrt(fabs((float)(tab1[(i14 * 3 + 1) % 5])))));
        }
        if (u13 % 2 == 1) {
          a5[15 - i14] = (float)(a5[15 - i14] + (((float)(m15[(unsigned)(i14 + 4294967295u) + 1u + 4294967295u]) - 2.0f) * (-((float)(i14))) * (float)(tab8[(i14 * 3 + 2) % 8])));
          a5[i14] = (float)((((((unsigned)(i14) - (unsigned)(g2)) <= (u13 * (unsigned)(g2))) && ((int)(g2 % 1009u) > 0) ? (unsigned)(k6) : (unsigned)(tab8[(unsigned)((i14 * 4 + 3) % 8) + 1u + 4294967295u])) <= (unsigned)((k7 >= -1000 && k7 <= 1000 ? (int)(k7) : 7)) ? (3.0f * (float)(g2) * (float)(k6)) : ((float)(m15[i14]) + (float)(tab1[(unsigned)((u13 * 4 + 1) % 5) + 1u + 4294967295u]))));
          a5[(u13 * 2 + 1) % 16] = (float)(a5[(u13 * 2 + 1) % 16] + k7);
        }
        (void)m15;
      } else {
        a5[(i14 + u13 * 2) % 16] = (float)(a5[(i14 + u13 * 2) % 16] + ((((unsigned)(g2) + (unsigned)(tab1[(i14 * 2 + 6) % 5])) > ((unsigned)(tab1[(i14 * 4 + 3) % 5]) % 9) ? 0.125f : (float)(u13)) - ((float)(tab8[(u13 + u13 * 2) % 8]) + (float)(tab8[(u13 * 2 + 0) % 8]))));
      }
      int i17 = 1;
      while (i17 <= 6) {
        a5[i14] = (float)(((float)(k6) * (float)((float)(g2) <= k7) * ((float)(tab8[(u13 * 2 + 1) % 8]) - (float)(k6))));
        if ((0u + ((unsigned)(tab8[i17 + 0xFFFFFFFFu]) < (unsigned)(i14))) > ((unsigned)(i17) << 6)) {
          a5[15 - i14] *= (sqrt(fabs(((float)(i17) + 0.25f))));
        } else {
          a5[(u13 + i14 * 2) % 16] = (float)(((sqrt(fabs(0.25f))) * a5[(i14 + i17 * 3) % 16] * (ceil((float)(u13)))));
          a5[15 - i17] = (float)(a5[15 - i17] + ((float)((float)(tab1[(unsigned)((u13 * 1 + 2) % 5) + 1u + 4294967295u]) < (float)(sizeof(tab8[0]))) * (a5[(i17 + u13 * 3) % 16] + 0.125f)));
          a5[(i17 * 1 + 2) % 16] -= ((float)((float)(i14) > (float)(u13)) * ((float)(g2) * a5[(i14 + i17 * 3) % 16] * a5[((unsigned)(i17) * 4u + 4000000000u) % 16u] * (float)(u13)) * (float)((float)(g2) > (float)(i17)) * ((((unsigned)((k7 >= -1000 && k7 <= 1000 ? (int)(k7) : 7)) * (unsigned)(g2)) > ((unsigned)(i14) * (unsigned)(tab1[(i14 * 2 + 5) % 5]))) && (((a5[(i14 + i14 * 3) % 16] >= -1000 && a5[(i14 + i14 * 3) % 16] <= 1000 ? (int)(a5[(i14 + i14 * 3) % 16]) : 7) % 4) > 0) ? -1.0f : (float)(g2)));
        }
        switch (i17 % 3) {
        case 0:
          a5[(i17 * 3 + 6) % 16] *= (float)(k6);
          break;
        case 1:
          a5[(unsigned)(i14) + 4294967295u] = (float)((a5[(i17 + u13 * 1) % 16] * ((float)(g2) * (float)(sizeof tab8) * (float)(u13) * a5[(i14 + i14 * 2) % 16]) * (a5[(i14 * 5 + 4) % 16] - (float)(g2)) * ((float)(tab8[(u13 * 5 + 3) % 8]) * (float)(k6) * (float)(tab8[(u13 * 4 + 2) % 8]) * (float)(k6))));
          break;
        default:
          a5[(u13 * 2 + 3) % 16] = (float)((((float)(sizeof(a5)) - (float)(i17)) / (float)(tab8[(i14 * 4 + 2) % 8])));
          break;
        }
        i17++;
      }
      const int s18 = (int)(((((int)(g2 % 1009u) < ((int)(k6 % 1009u) + (int)(tab1[(u13 * 2 + 6) % 5] % 1009u)) ? (int)(k6 % 1009u) : (int)(k6 % 1009u)) * ((int)(u13 % 1009u) + (int)(k6 % 1009u)))) % 1009);
      (void)s18;
    }
    if ((a5[(u13 * 1 + 5) % 16] * (double)(u13)) < (double)(3.0 < (double)((signbit(k7) != 0)))) {
      for (int i19 = 1; i19 < 16; i19++) a5[i19] = (float)(a5[(unsigned)i19 + 0xFFFFFFFFu] + (float)((tab8[(i19 * 5 + 0) % 8] <= (0 + ((a5[(i19 + i19 * 1) % 16] >= -1000 && a5[(i19 + i19 * 1) % 16] <= 1000 ? (int)(a5[(i19 + i19 * 1) % 16]) : 7) < 37)) ? (float)(tab1[(i19 * 2 + 7) % 5]) : a5[(i19 * 3 + 2) % 16]) != (a5[(u13 * 5 + 7) % 16] + (float)(k6))));
      a5[(u13 * 3 + 1) % 16] = (float)((floor(((float)(tab1[(u13 * 3 + 1) % 5]) * a5[(u13 * 3 + 0) % 16]))));
      int i20 = 0;
      while (i20 <= 10) {
        if (u13 % 2 == 0) {
          a5[(unsigned)((u13 * 4 + 2) % 16) + 1u + 4294967295u] = (float)(a5[(unsigned)((u13 * 4 + 2) % 16) + 1u + 4294967295u] + ((float)(u13) * (float)(sizeof(a5[0])) * (floor((float)(tab8[(i20 + u13 * 2) % 8]))) * ((float)(tab1[(u13 + u13 * 1) % 5]) * (float)(g2) * (float)(tab8[(i20 * 2 + 1) % 8]))));
          a5[15 - i20] -= a5[(i20 + i20 * 1) % 16];
        }
        a5[(u13 * 4 + 7) % 16] -= (sqrt(fabs((float)(g2))));
        i20++;
      }
    }
    a5[(u13 * 4 + 2) % 16] = (float)(a5[(u13 * 4 + 2) % 16] + ((((float)(k6) * (float)(tab8[(unsigned)((u13 * 5 + 2) % 8) + 1u + 4294967295u]) * (float)(k6)) <= (a5[(u13 * 3 + 7) % 16] + (float)(g2)) ? (float)(g2) : 3.0f) * (0.5f * (float)(k6) * k7 * (float)(g2))));
  }
  for (int i21 = 0; i21 <= 7; i21++) {
    if (i21 % 2 == 1) {
      _Bool result[16];
      for (int z22 = 0; z22 < 16; z22++) result[z22] = ((unsigned)(z22)) != 0;
      (void)result;
    }
    if (i21 % 2 == 1) {
      a5[(unsigned)((i21 * 1 + 5) % 16) + 1u + 4294967295u] = (float)(a5[(unsigned)((i21 * 1 + 5) % 16) + 1u + 4294967295u] + (((float)(tab8[(i21 * 1 + 3) % 8]) * 1.5f * (float)(sizeof(a5[0])) * (float)(tab8[i21])) / (float)(tab8[i21])));
      for (int i23 = 4; i23 >= 2; i23--) {
        a5[i23] = (float)(((float)(g2) + ((float)((signbit(a5[15 - i21]) != 0)) / (float)((signbit(a5[i23]) != 0)))));
      }
      a5[i21] -= (((float)(g2) * (float)(k6) * k7) * (-(a5[15 - i21])));
    }
    if ((unsigned)(k6) >= ((unsigned)(tab1[(i21 * 2 + 0) % 5]) + (unsigned)(tab1[(i21 * 2 + 1) % 5]))) {
      a5[(i21 * 1 + 2) % 16] = (float)(((float)(tab1[(i21 * 3 + 0) % 5]) + (float)(g2)));
      static const double blockIdx = 2.0;
      (void)blockIdx;
    }
  }
  for (int i24 = 11; i24 >= 0; i24--) {
    switch (i24 % 3) {
    case 0:
      a5[(i24 * 5 + 5) % 16] = (float)(((-(k7)) * ((float)(tab1[(i24 * 3 + 2) % 5]) * a5[i24] * (float)(k6)) * ((double)(tab8[(i24 * 5 + 4) % 8]) < (double)(k6) ? (float)(k6) : a5[(unsigned)(15 - i24) + 1u + 4294967295u])));
      /* fall through */
    case 1:
      a5[15 - i24] = (float)((((float)(g2) * -1.0f) * ((float)(i24) * (float)(tab1[(i24 * 4 + 4) % 5])) * (a5[(i24 * 4 + 0) % 16] * (float)(tab8[(i24 * 5 + 7) % 8]) * (float)(i24) * (float)(tab1[(i24 * 4 + 3) % 5])) * (float)(tab8[(i24 * 5 + 7) % 8])));
      break;
    default:
      a5[(unsigned)((i24 * 3 + 0) % 16) + 1u + 4294967295u] = (float)((float)((a5[(i24 * 1 + 1) % 16] * (float)(tab8[(i24 * 2 + 0) % 8]) * (float)(i24)) < ((float)(i24) - (float)((signbit(a5[(unsigned)(15 - i24) + 1u + 4294967295u]) != 0)))));
      break;
    }
  }
  for (int i25 = 1; i25 <= 9; i25++) {
    if ((0 + (((a5[(unsigned)(((unsigned)(i25) * 6u + 4294967291u) % 16u) + 1u + 4294967295u] >= -1000 && a5[(unsigned)(((unsigned)(i25) * 6u + 4294967291u) % 16u) + 1u + 4294967295u] <= 1000 ? (int)(a5[(unsigned)(((unsigned)(i25) * 6u + 4294967291u) % 16u) + 1u + 4294967295u]) : 7)) == 0)) >= ('\377' % 5)) {
      a5[i25] = (float)(a5[i25] + k7);
      a5[(i25 * 1 + 4) % 16] = (float)((((float)(tab1[(i25 * 4 + 2) % 5]) + 0.125f) * ((float)(i25) + (float)(tab8[(i25 * 1 + 0) % 8]))));
      a5[15 - i25]++;
    } else {
      for (int i26 = 0; i26 < 16; i26++) a5[i26] = (float)(((a5[i25 + 0xFFFFFFFFu] + (float)(tab8[(i25 * 5 + 3) % 8])) + (float)(sizeof(tab8))));
    }
  }
  (void)a5;
  (void)tab8;
  (void)k6;
  (void)k7;
  return (double)((double)(tab1[4]));
}
