// A pointer parameter set to another array, as DSP libraries write their stages: a biquad
// cascade whose next stage reads the last one's output (`pSrc = pDst`, CMSIS-DSP's style), and
// a pass that swaps two buffers between rounds. The parameter is the pointer variable C makes of
// it, set to one array or the other by no input data.
#include <stdint.h>
static void biquad_cascade(const float *pSrc, float *pDst, const float *pCoeffs, float *pState, uint32_t numStages,
                           uint32_t blockSize) {
  for (uint32_t k = 0; k < numStages; k++) {
    float b0 = pCoeffs[5 * k], b1 = pCoeffs[5 * k + 1], b2 = pCoeffs[5 * k + 2];
    float a1 = pCoeffs[5 * k + 3], a2 = pCoeffs[5 * k + 4];
    float x1 = pState[4 * k], x2 = pState[4 * k + 1], y1 = pState[4 * k + 2], y2 = pState[4 * k + 3];
    for (uint32_t n = 0; n < blockSize; n++) {
      float x0 = pSrc[n];
      float y0 = b0 * x0 + b1 * x1 + b2 * x2 + a1 * y1 + a2 * y2;
      x2 = x1;
      x1 = x0;
      y2 = y1;
      y1 = y0;
      pDst[n] = y0;
    }
    pState[4 * k] = x1;
    pState[4 * k + 1] = x2;
    pState[4 * k + 2] = y1;
    pState[4 * k + 3] = y2;
    pSrc = pDst; /* the next stage filters this one's output */
  }
}

/* rounds of a smoothing pass, reading one buffer and writing the other */
static void ping_pong(uint32_t *a, uint32_t *b, int rounds) {
  for (int r = 0; r < rounds; r++) {
    for (int i = 1; i < 15; i++) b[i] = (a[i - 1] + 2 * a[i] + a[i + 1]) >> 2;
    b[0] = a[0];
    b[15] = a[15];
    uint32_t *t = a;
    a = b;
    b = t;
  }
}

void filter(const float coeffs[15], const float in[32], float out[32], float state[12]) {
  for (int i = 0; i < 15; i++) (void)coeffs[i];
  biquad_cascade(in, out, coeffs, state, 3, 32);
}

void smooth(uint32_t x[16], uint32_t scratch[16]) { ping_pong(x, scratch, 3); }
