// Precomputed tables of structs, as elliptic-curve code keeps its points (Monocypher's
// b_comb_low): a file-scope table read by a constant-time lookup in a helper given the whole
// table (`const point comb[4]`), a function's own static table, and a lone struct of constants.
// Each becomes a table per member.
#include <stdint.h>
typedef int32_t fe[3];
typedef struct { fe x; fe y; int16_t sign; } point;
typedef struct { uint32_t rounds; uint8_t rotations[4]; } params;

static const point comb[4] = {
  {{1, 2, 3}, {4, 5, 6}, -1},
  {{-7, 8, -9}, {10, 11, 12}, 1},
  {{13, 14, 15}, {16, 17, 18}, -1},
  {{19, 20, 21}, {22, 23}}, /* sign left out: 0 */
};
static const params P = {3, {16, 12, 8, 7}};

/* every entry read, the one wanted kept by a mask: no index from the data */
static void lookup(point *out, const point table[4], uint32_t index) {
  for (int j = 0; j < 4; j++) {
    int32_t select = -(int32_t)(((uint32_t)j ^ index) == 0);
    for (int k = 0; k < 3; k++) {
      out->x[k] = (out->x[k] & ~select) | (table[j].x[k] & select);
      out->y[k] = (out->y[k] & ~select) | (table[j].y[k] & select);
    }
    out->sign = (int16_t)((out->sign & ~select) | (table[j].sign & select));
  }
}

int32_t mix(const uint8_t key[4], int32_t out[7]) {
  static const point offsets[2] = {{{100, 200, 300}, {400, 500, 600}, 7}, {{-1, -2, -3}, {-4, -5, -6}, -7}};
  point p = {{0, 0, 0}, {0, 0, 0}, 0};
  int32_t acc = 0;
  for (uint32_t r = 0; r < P.rounds; r++) {
    lookup(&p, comb, key[r] & 3u);
    for (int k = 0; k < 3; k++) {
      acc += p.x[k] * (int32_t)P.rotations[k] - p.y[k] + offsets[r & 1].x[k];
      acc ^= acc << (P.rotations[3] & 7);
    }
    acc += p.sign * offsets[1].sign;
  }
  for (int k = 0; k < 3; k++) out[k] = p.x[k], out[3 + k] = p.y[k];
  out[6] = p.sign;
  return acc;
}
