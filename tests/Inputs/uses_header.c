#include "scale.h"
float scaled_sum(const float v[LEN]) {
  float s = 0;
  for (int i = 0; i < LEN; i++) s += SCALE * v[i];
  return s;
}
