// Pointer members of structs as DSP libraries keep them: a filter instance whose init points its
// state and coefficient members at the caller's arrays (CMSIS-DSP's arm_biquad_cascade_df1_init
// style), a run that reads and writes through them and chains its stages (`pSrc = pDst`), and a
// member set by the entry itself, moved along an array and set to one of two arrays.
#include <stdint.h>
#include <string.h>
typedef struct {
  uint32_t numStages;
  float *pState;
  const float *pCoeffs;
} biquad_instance;

static void biquad_init(biquad_instance *S, uint32_t numStages, const float *pCoeffs, float *pState) {
  S->numStages = numStages;
  S->pCoeffs = pCoeffs;
  S->pState = pState;
  memset(pState, 0, 4u * numStages * sizeof(float));
}

static void biquad_run(const biquad_instance *S, const float *pSrc, float *pDst, uint32_t blockSize) {
  const float *pIn = pSrc;
  float *pOut = pDst;
  float *pState = S->pState;
  const float *pCoeffs = S->pCoeffs;
  uint32_t stage = S->numStages;
  do {
    float b0 = *pCoeffs++, b1 = *pCoeffs++, b2 = *pCoeffs++, a1 = *pCoeffs++, a2 = *pCoeffs++;
    float Xn1 = pState[0], Xn2 = pState[1], Yn1 = pState[2], Yn2 = pState[3];
    for (uint32_t n = 0; n < blockSize; n++) {
      float Xn = pIn[n];
      float acc = b0 * Xn + b1 * Xn1 + b2 * Xn2 + a1 * Yn1 + a2 * Yn2;
      Xn2 = Xn1;
      Xn1 = Xn;
      Yn2 = Yn1;
      Yn1 = acc;
      pOut[n] = acc;
    }
    *pState++ = Xn1;
    *pState++ = Xn2;
    *pState++ = Yn1;
    *pState++ = Yn2;
    pIn = pDst;
    pOut = pDst;
    stage--;
  } while (stage > 0u);
}

void filter(const float coeffs[10], const float in[48], float out[48], float last_state[8]) {
  float state[8];
  biquad_instance S;
  biquad_init(&S, 2, coeffs, state);
  biquad_run(&S, in, out, 24);
  biquad_run(&S, in + 24, out + 24, 24);
  for (int i = 0; i < 8; i++) last_state[i] = state[i];
}

typedef struct {
  const uint32_t *words;
  uint32_t sum;
} reader;

static void read_some(reader *r, int n) {
  for (int i = 0; i < n; i++) r->sum = r->sum * 31u + r->words[i];
}

/* the entry sets and moves the member; the helper reads through it */
uint32_t checksum(const uint32_t a[16], const uint32_t b[16]) {
  reader r;
  r.sum = 7;
  r.words = a + 2;
  read_some(&r, 5);
  r.words += 5;
  read_some(&r, 3);
  const uint32_t *w = r.words;
  for (int round = 0; round < 2; round++) {
    r.words = round ? b + 1 : b;
    r.sum ^= r.words[round] + w[round];
  }
  return r.sum;
}
