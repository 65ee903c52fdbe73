// random_program.py 370093
#include <math.h>
// BULKCC-FLAGS: --uniform entry0_n=0..7 --uniform entry1_n=0..9
#pragma GCC diagnostic ignored "-Wsizeof-array-argument"
static const _Bool g1 = 111u;
const unsigned g2 = 177u;
static double h3(unsigned v[static 4], int i, double x) {
  v[i] = (unsigned)(((0u + (145u < v[(i * 4 + 4) % 4])) % 7));
  (void)v; (void)i; (void)x;
  return (double)(((2.0 + (double)(g2)) - (x * x * (double)(i) * 1.5)));
}
float entry0(int entry0_n, const int bulk_l[40][5], unsigned char a4[5], unsigned a5[4][4], float k6, short this) {
  (void)entry0_n;
  for (int i7 = 0; i7 < entry0_n; i7++) {
    if (i7 % 2 == 0) {
      double bool[3][4];
      for (int z8 = 0; z8 < 3; z8++) for (int z9 = 0; z9 < 4; z9++) bool[z8][z9] = (double)((double)(this));
      if (((int)(a4[(i7 * 4 + 0) % 5] % 1009u) - (bool[(i7 * 2 + 3) % 3][(i7 * 5 + 7) % 4] >= -1000 && bool[(i7 * 2 + 3) % 3][(i7 * 5 + 7) % 4] <= 1000 ? (int)(bool[(i7 * 2 + 3) % 3][(i7 * 5 + 7) % 4]) : 7)) > (int)(g2 % 1009u)) {
        if (((unsigned)(a4[(i7 * 4 + 0) % 5]) < (~(54u))) && ((45 * (int)(g1 % 1009u)) > 0)) {
          a4[(i7 * 5 + 4) % 5] = (unsigned char)(((88u + (unsigned)(g1)) * ((unsigned)(a4[(unsigned)((i7 * 4 + 3) % 5) + 1u + 4294967295u]) - (unsigned)(bulk_l[i7][(i7 * 2 + 5) % 5]))));
          a5[(i7 * 5 + 6) % 4][(i7 * 5 + 6) % 4] = (unsigned)((((int)(a5[(i7 * 3 + 7) % 4][(i7 * 1 + 5) % 4] % 1009u) * (int)(g1 % 1009u)) >= -18 ? (unsigned)(i7) : g2));
        }
        if (i7 % 2 == 0) {
          a5[((unsigned)(i7) * 5u + 4000000000u) % 4u][(unsigned)((i7 * 4 + 0) % 4) + 1u + 4294967295u] = (unsigned)(a5[((unsigned)(i7) * 5u + 4000000000u) % 4u][(unsigned)((i7 * 4 + 0) % 4) + 1u + 4294967295u] + (unsigned)(i7));
          a4[(i7 * 5 + 2) % 5] |= (((unsigned)(this) / 1) - (g2 + g2));
          a4[(i7 * 3 + 0) % 5] = (unsigned char)((0u + (((unsigned)(bulk_l[(unsigned)((i7 * 2 + 3) % 40) + 1u + 4294967295u][(i7 * 4 + 6) % 5]) * a5[(i7 * 3 + 0) % 4][(i7 * 3 + 3) % 4]) != ((-((double)(a5[(i7 * 3 + 7) % 4][(unsigned)((i7 * 4 + 0) % 4) + 1u + 4294967295u]))) < (double)(a4[(i7 * 4 + 0) % 5]) ? a5[(i7 * 3 + 1) % 4][(i7 * 4 + 6) % 4] : (unsigned)(a4[(i7 * 5 + 7) % 5])))));
        }
        int i10 = 0;
        do {
          if (i10 == 0) { i10++; continue; }
          bool[(i10 * 5 + 1) % 3][(i10 * 4 + 4) % 4] = (double)((double)(g1));
          a5[(i7 * 1 + 5) % 4][(i10 * 2 + 2) % 4] = (unsigned)((((unsigned)(i7) - (unsigned)((bool[(unsigned)((i7 + i10 * 1) % 3) + 1u + 4294967295u][(i7 * 5 + 7) % 4] >= -1000 && bool[(unsigned)((i7 + i10 * 1) % 3) + 1u + 4294967295u][(i7 * 5 + 7) % 4] <= 1000 ? (int)(bool[(unsigned)((i7 + i10 * 1) % 3) + 1u + 4294967295u][(i7 * 5 + 7) % 4]) : 7))) * ((unsigned)((k6 >= -1000 && k6 <= 1000 ? (int)(k6) : 7)) + (unsigned)(bulk_l[(i10 + i10 * 2) % 40][(i7 * 4 + 3) % 5]))));
          i10++;
        } while (i10 <= 8);
      } else {
        if (((unsigned)(a4[(i7 * 1 + 4) % 5]) - (unsigned)(i7)) != (a5[(i7 * 5 + 0) % 4][(i7 * 2 + 7) % 4] % 8)) {
          a4[(i7 * 3 + 7) % 5] = (unsigned char)((0u + ((unsigned)(a4[(i7 * 4 + 7) % 5]) == (unsigned)(i7))));
        } else {
          a5[((unsigned)(i7) * 3u + 4000000000u) % 4u][(i7 * 4 + 7) % 4] = (unsigned)(a5[((unsigned)(i7) * 3u + 4000000000u) % 4u][(i7 * 4 + 7) % 4] + (((unsigned)(bulk_l[(i7 * 2 + 3) % 40][(i7 * 5 + 2) % 5]) - 279u) - ((unsigned)(bulk_l[(i7 * 2 + 5) % 40][(i7 * 2 + 3) % 5]) % 4)));
          a5[(unsigned)((i7 * 1 + 3) % 4) + 1u + 4294967295u][(i7 * 4 + 3) % 4] = (unsigned)((unsigned)(a4[((unsigned)(i7) * 1u + 65535u) % 5u]));
        }
      }
      for (int i11 = 0; i11 < 5; i11++) a4[i11] = (unsigned char)(a4[i11] + ((((unsigned)(i11) - (unsigned)(bulk_l[(i11 * 5 + 4) % 40][(i7 * 3 + 5) % 5])) != (unsigned)(bulk_l[i7][(unsigned)((unsigned)((i11 * 4 + 4) % 5) + 1u + 4294967295u) + 1u + 4294967295u]) ? (unsigned)(bulk_l[i11][i11]) : a5[(unsigned)((i11 + i11 * 2) % 4) + 1u + 4294967295u][(i7 * 1 + 3) % 4]) * ((unsigned)(bulk_l[(i7 * 1 + 0) % 40][(i11 * 2 + 0) % 5]) - (unsigned)(bulk_l[(i7 + i11 * 2) % 40][(i11 * 2 + 3) % 5]))));
      (void)bool;
    }
  }
  int s12 = (int)((((int)(a4[3] % 1009u) + (bulk_l[7][4] - (int)(g2 % 1009u)))) % 1009);
  if (((int)(a5[2][3] % 1009u) - (int)(a5[0][0] % 1009u)) != ((unsigned)(a4[4]) >= (unsigned)(this) ? (int)(a4[2] % 1009u) : (k6 >= -1000 && k6 <= 1000 ? (int)(k6) : 7))) {
    if ((this + this) <= ((int)(a5[3][0] % 1009u) - (int)(g2 % 1009u))) {
      s12 = (int)(((18 + (int)(g1 % 1009u))) % 1009);
      a5[2][1]++;
    } else {
      for (int i13 = 0; i13 < 4; i13++) a5[i13][(unsigned)((unsigned)((unsigned)((i13 * 3 + 7) % 4) + 1u + 4294967295u) + 1u + 4294967295u) + 1u + 4294967295u] = (unsigned)((unsigned)(a4[4 - i13]));
      int i14 = 2;
      while (i14 <= 6) {
        a5[(i14 * 3 + 7) % 4][(i14 * 4 + 3) % 4] &= ((unsigned)(i14) + (~((unsigned)(a4[(i14 * 4 + 1) % 5]))));
        for (int i15 = 0; i15 < entry0_n; i15++) {
          if (i15 == 6) continue;
          a4[(unsigned)((i14 * 1 + 5) % 5) + 1u + 4294967295u] *= (0u + (((unsigned)(this) * (unsigned)(a4[((unsigned)(i14) * 1u + 4000000000u) % 5u])) == ((unsigned)((k6 >= -1000 && k6 <= 1000 ? (int)(k6) : 7)) >> 1)));
          a5[(i15 * 4 + 6) % 4][(i15 + i15 * 3) % 4] = (unsigned)(a5[(i15 * 4 + 6) % 4][(i15 + i15 * 3) % 4] + (~((a5[(unsigned)((i15 * 2 + 2) % 4) + 1u + 4294967295u][(i15 * 5 + 4) % 4] + (unsigned)(s12)))));
          a5[(unsigned)((i15 * 1 + 6) % 4) + 1u + 4294967295u][(i15 * 2 + 1) % 4] = (unsigned)((unsigned)(i15));
        }
        i14++;
      }
      if (((int)(g2 % 1009u) != (bulk_l[16][4] * bulk_l[7][4])) && ((int)(a5[1][2] % 1009u) > 0)) {
        (void)h3(a5[1], 2, 0.5);
        (void)h3(a5[3], ((void)(bulk_l[30][4]), 1), (double)(this));
        if (((double)(a4[3]) + (double)(s12)) > ((double)(a5[2][2]) * (double)(bulk_l[17][1]))) {
          a4[2] = (unsigned char)((unsigned)(bulk_l[31][4]));
          a4[3] = (unsigned char)((((unsigned)(bulk_l[31][4]) | (unsigned)(a4[1])) << 6));
          s12 = (int)((s12 + (-94) % 1009) % 1009);
        }
      }
    }
  }
  a5[3][1] *= (a5[1][0] - (((float)(a4[0]) - (float)(a5[0][0])) > (float)(this) ? 130u : a5[1][2]));
  for (unsigned short u16 = 65535; u16 != 6; u16++) {
    if (u16 == 2) break;
    switch (u16 % 3) {
    case 0:
      s12 = (int)((s12 + (31) % 1009) % 1009);
      break;
    case 1:
      a4[(u16 * 3 + 3) % 5] = (unsigned char)((unsigned)(bulk_l[(u16 * 2 + 6) % 40][(u16 * 4 + 2) % 5]));
      break;
    default:
      s12 = (int)(((k6 >= -1000 && k6 <= 1000 ? (int)(k6) : 7)) % 1009);
    }
    for (unsigned long long u17 = 13; u17-- > 1;) {
      if ((float)(bulk_l[(unsigned)((unsigned)((u17 * 2 + 7) % 40) + 1u + 4294967295u) + 1u + 4294967295u][(unsigned)((u17 + u17 * 1) % 5) + 1u + 4294967295u]) < (float)(u16)) {
        const unsigned g_bulk = (unsigned)((unsigned)(u17));
        long long m18[3][4];
        for (int z19 = 0; z19 < 3; z19++) for (int z20 = 0; z20 < 4; z20++) m18[z19][z20] = (long long)(((int)(a5[z19][(u17 * 3 + 4) % 4] % 1009u)) % 1009);
        (void)m18;
        (void)g_bulk;
      }
    }
    unsigned long long timing = (unsigned long long)((unsigned)(bulk_l[(u16 * 5 + 5) % 40][(u16 * 4 + 4) % 5]));
    (void)timing;
  }
  (void)bulk_l;
  (void)a4;
  (void)a5;
  (void)k6;
  (void)this;
  (void)s12;
  return (float)(((float)(a5[3][2]) <= (float)(a4[1]) ? (float)(g1) : ((float)(bulk_l[13][2]) - (float)(g2))));
}
float entry1(int entry1_n, long long a21[16], double a22[4]) {
  (void)entry1_n;
  for (int i23 = 0; i23 < entry1_n; i23++) {
    if ((double)(g2) >= (double)(a21[(unsigned)((i23 * 1 + 0) % 16) + 1u + 4294967295u])) {
      if (((unsigned)(i23) + g2) <= (269u | (unsigned)(g1))) {
        if (((unsigned)(i23) >> 4) < g2) {
          a21[15 - i23] = (long long)((i23) % 1009);
        }
      } else {
        for (int i24 = 1; i24 < entry1_n; i24++) {
          a21[(i23 + i24 * 2) % 16] = (long long)((a21[(i23 + i24 * 2) % 16] + ((0 + (((int)(g2 % 1009u) + (int)(sizeof(a21) % 1009u)) > (i24 + 6)))) % 1009) % 1009);
          a21[(i24 * 1 + 1) % 16] = (long long)((((a22[(unsigned)((i24 * 2 + 3) % 4) + 1u + 4294967295u] >= -1000 && a22[(unsigned)((i24 * 2 + 3) % 4) + 1u + 4294967295u] <= 1000 ? (int)(a22[(unsigned)((i24 * 2 + 3) % 4) + 1u + 4294967295u]) : 7) - (a21[i23] + i23))) % 1009);
        }
        a22[(i23 * 4 + 5) % 4] = (double)(a22[(i23 * 4 + 5) % 4] + (double)(i23));
      }
      static const short s25 = 36;
      switch (i23 % 3) {
      case 0:
        a22[(i23 * 3 + 1) % 4] += (((double)(a21[(i23 * 4 + 4) % 16]) * 3.0 * (double)(g1) * (double)(a21[i23])) * ((double)(g2) - (double)(sizeof(a21[0]))) * (a22[(i23 * 4 + 3) % 4] * (double)(i23)));
        /* fall through */
      case 1:
        a21[15 - i23] = (long long)(((a21[i23] * (int)(g2 % 1009u))) % 1009);
        break;
      default:
        a21[(i23 * 4 + 3) % 16] = (long long)((((a21[((unsigned)(i23) * 1u + 4000000000u) % 16u] + (int)(g1 % 1009u)) % 8)) % 1009);
        break;
      }
      (void)s25;
    } else {
      int i26 = 0;
      do {
        a21[((unsigned)(i26) * 2u + 65535u) % 16u] = (long long)((a21[15 - i23]) % 1009);
        short bulk_p = (short)((((a22[(i23 * 5 + 1) % 4] >= -1000 && a22[(i23 * 5 + 1) % 4] <= 1000 ? (int)(a22[(i23 * 5 + 1) % 4]) : 7) + (a21[(i23 * 1 + 6) % 16] - a21[15 - i26]))) % 1009);
        switch (i23 % 3) {
        case 0:
          bulk_p = (short)(((-((0 + ((int)(g1 % 1009u) < (int)(g2 % 1009u)))))) % 1009);
          /* fall through */
        case 1:
          bulk_p = (short)(((!isnan(a22[(i26 * 3 + 2) % 4]) && signbit(a22[(i26 * 3 + 2) % 4]) != 0)) % 1009);
          break;
        default:
          a21[(unsigned)(15 - i23) + 1u + 4294967295u] = (long long)((a21[(unsigned)(15 - i23) + 1u + 4294967295u] + (a21[((unsigned)(i23) * 2u + 4000000000u) % 16u]) % 1009) % 1009);
          break;
        }
        (void)bulk_p;
        i26++;
      } while (i26 < entry1_n);
      for (int i27 = 0; i27 < 16; i27++) a21[i27] = (long long)((a21[i27] + (a21[15 - i27]) % 1009) % 1009);
      if (((a22[((unsigned)(i23) * 5u + 4000000000u) % 4u] >= -1000 && a22[((unsigned)(i23) * 5u + 4000000000u) % 4u] <= 1000 ? (int)(a22[((unsigned)(i23) * 5u + 4000000000u) % 4u]) : 7) - -37) >= (int)(g2 % 1009u)) {
        if ((ceil((double)(g1))) <= ((double)(g1) + (double)(g2))) {
          a22[(i23 * 5 + 3) % 4] = (double)(((4u % 5) >= (g2 + (unsigned)(i23)) ? a22[(i23 * 1 + 1) % 4] : ((double)(a21[i23]) * (double)(a21[(unsigned)(15 - i23) + 1u + 4294967295u]) * a22[(i23 * 5 + 0) % 4] * (double)(a21[(i23 * 5 + 0) % 16]))));
        }
        double s28 = (double)((((double)(a21[15 - i23]) / (double)(a21[(i23 * 2 + 1) % 16])) * (double)((double)(a21[(i23 * 5 + 6) % 16]) < (double)(a21[(i23 * 2 + 3) % 16])) * a22[(i23 * 5 + 2) % 4]));
        if (i23 % 2 == 1) {
          s28 = (double)(s28 + (double)(((double)(a21[(i23 * 1 + 5) % 16]) * 0.125 * (double)(a21[(unsigned)((i23 * 5 + 0) % 16) + 1u + 4294967295u]) * a22[(unsigned)((i23 * 4 + 5) % 4) + 1u + 4294967295u]) > ((int)(g1 % 1009u) > (-((int)(g1 % 1009u))) ? (double)(g1) : (double)(a21[(i23 * 4 + 4) % 16]))));
          a21[(i23 * 5 + 6) % 16] = (long long)((a21[(i23 * 5 + 6) % 16] + (((int)(g2 % 1009u) - ((int)(sizeof(a21[0]) % 1009u) + (a22[(i23 * 4 + 6) % 4] >= -1000 && a22[(i23 * 4 + 6) % 4] <= 1000 ? (int)(a22[(i23 * 4 + 6) % 4]) : 7)))) % 1009) % 1009);
        }
        (void)s28;
      } else {
        float m29[150];
        for (int z30 = 0; z30 < 150; z30++) m29[z30] = (float)(a22[(z30 + z30 * 3) % 4]);
        for (int i31 = 2; i31 < entry1_n; i31++) {
          m29[(unsigned)(149 - i31) + 1u + 4294967295u] = (float)(m29[i31]);
          a22[(i23 * 4 + 0) % 4] -= ((-((double)(i23))) * ((double)(g1) * (double)(a21[15 - i23])));
        }
        (void)m29;
      }
    }
    a22[(i23 * 2 + 1) % 4] = (double)((double)((fabs((double)(g1))) < ((double)(a21[i23]) / (double)(i23))));
    double g = (double)((sqrt(fabs(((double)(a21[i23]) + a22[(i23 * 3 + 5) % 4])))));
    (void)g;
  }
  if (g2 < (unsigned)(a21[12])) {
    for (long long u32 = 0; u32 <= 8; u32++) {
      int m33[150];
      for (int z34 = 0; z34 < 150; z34++) m33[z34] = (int)((z34) % 1009);
      if (u32 % 2 == 1) {
        a22[(u32 * 4 + 7) % 4] = (double)((-((fabs(a22[(u32 * 1 + 3) % 4])))));
        m33[u32] = (int)((a21[15 - u32]) % 1009);
        if (u32 % 2 == 1) {
          a21[(u32 * 5 + 3) % 16] = (long long)((a21[(u32 * 5 + 3) % 16] + ((0 + (((double)((double)(g1) == (double)(g2)) != (3.0 + (double)(u32)) ? (int)(g2 % 1009u) : (a22[(u32 * 3 + 2) % 4] >= -1000 && a22[(u32 * 3 + 2) % 4] <= 1000 ? (int)(a22[(u32 * 3 + 2) % 4]) : 7)) < ((a22[(u32 * 1 + 7) % 4] >= -1000 && a22[(u32 * 1 + 7) % 4] <= 1000 ? (int)(a22[(u32 * 1 + 7) % 4]) : 7) / 5)))) % 1009) % 1009);
        }
      }
      (void)m33;
    }
    for (int i35 = 1; i35 < entry1_n; i35++) {
      for (unsigned short u36 = 1; u36 <= 9; u36++) {
        if (u36 == 1) continue;
        a21[(unsigned)(u36) + 4294967295u] = (long long)((a21[(unsigned)(u36) + 4294967295u] + ((((int)(u36 % 1009u) + (int)(g1 % 1009u)) - ((a22[(u36 * 5 + 1) % 4] >= -1000 && a22[(u36 * 5 + 1) % 4] <= 1000 ? (int)(a22[(u36 * 5 + 1) % 4]) : 7) - -5))) % 1009) % 1009);
        if (i35 % 2 == 0) {
          a22[(u36 + i35 * 3) % 4] = (double)(a22[(u36 + i35 * 3) % 4] + ((double)(a21[15 - u36]) * (double)((double)(g1) > 1.0) * (((unsigned)((a22[(unsigned)((unsigned)((i35 * 2 + 0) % 4) + 1u + 4294967295u) + 1u + 4294967295u] >= -1000 && a22[(unsigned)((unsigned)((i35 * 2 + 0) % 4) + 1u + 4294967295u) + 1u + 4294967295u] <= 1000 ? (int)(a22[(unsigned)((unsigned)((i35 * 2 + 0) % 4) + 1u + 4294967295u) + 1u + 4294967295u]) : 7)) << 3) < (0u + ((unsigned)((a22[(i35 * 1 + 2) % 4] >= -1000 && a22[(i35 * 1 + 2) % 4] <= 1000 ? (int)(a22[(i35 * 1 + 2) % 4]) : 7)) < g2)) ? (double)(a21[(unsigned)(i35) + 4294967295u]) : (double)(a21[u36]))));
          a22[(unsigned)((u36 + i35 * 1) % 4) + 1u + 4294967295u] = (double)((double)(g2));
        }
      }
      a21[15 - i35] = (long long)(((0 + ((a21[(unsigned)(15 - i35) + 1u + 4294967295u] + (a22[(i35 * 1 + 0) % 4] >= -1000 && a22[(i35 * 1 + 0) % 4] <= 1000 ? (int)(a22[(i35 * 1 + 0) % 4]) : 7)) > (int)(g2 % 1009u)))) % 1009);
      if (i35 % 2 == 0) {
        a22[(unsigned)((i35 * 3 + 1) % 4) + 1u + 4294967295u] -= (double)(g2);
        if (i35 % 2 == 0) {
          a21[(i35 * 1 + 2) % 16] = (long long)((a21[15 - i35]) % 1009);
          a22[(i35 * 2 + 4) % 4] = (double)((a22[(i35 * 3 + 0) % 4] + (1.5 / (double)(a21[15 - i35]))));
        }
        a21[((unsigned)(i35) * 7u + 65535u) % 16u] = (long long)((a21[((unsigned)(i35) * 7u + 65535u) % 16u] + (((!isnan(a22[((unsigned)(i35) * 3u + 4000000000u) % 4u]) && signbit(a22[((unsigned)(i35) * 3u + 4000000000u) % 4u]) != 0) - (-((a22[(i35 * 4 + 5) % 4] >= -1000 && a22[(i35 * 4 + 5) % 4] <= 1000 ? (int)(a22[(i35 * 4 + 5) % 4]) : 7))))) % 1009) % 1009);
      }
    }
  }
  for (int i37 = 1; i37 < 4; i37++) a22[i37] = (double)(a22[(unsigned)i37 + 0xFFFFFFFFu] + (0.25 - ((double)(a21[(i37 * 3 + 7) % 16]) - (double)(a21[(i37 * 2 + 3) % 16]))));
  int i38 = 0;
  while (i38 <= 7) {
    a21[(i38 * 3 + 3) % 16] = (long long)((a21[(i38 * 3 + 3) % 16] + ((0 + ((((int)(sizeof a21 % 1009u) + a21[(unsigned)((i38 * 4 + 3) % 16) + 1u + 4294967295u])) == 0))) % 1009) % 1009);
    i38++;
  }
  for (int i39 = 0; i39 < 4; i39++) a22[i39] = (double)(a22[i39] + (((double)(a21[(i39 * 2 + 0) % 16]) * (double)(g1) * (double)(g2)) * (double)(a22[(unsigned)((i39 * 5 + 0) % 4) + 1u + 4294967295u] != (double)(a21[(i39 * 3 + 5) % 16]))));
  (void)a21;
  (void)a22;
  return (float)((a22[3] * (0.25f * 0.125f * (float)(g2)) * (a22[0] / (float)((!isnan(a22[2]) && signbit(a22[2]) != 0)))));
}
