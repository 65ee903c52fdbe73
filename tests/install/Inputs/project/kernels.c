/* Two entries: a FIR filter over 16 samples and a scaled sum, each run on p instances. */
void fir4(const float in[16], const float taps[4], float out[13]) {
  for (int i = 0; i + 4 <= 16; i++) {
    float s = 0.0f;
    for (int k = 0; k < 4; k++) s += in[i + k] * taps[k];
    out[i] = s;
  }
}

float scaled_sum(const float x[8], float scale) {
  float s = 0.0f;
  for (int i = 0; i < 8; i++) s += x[i];
  return s * scale;
}
