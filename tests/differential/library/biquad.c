// A biquad filter section as DSP code keeps it: coefficients and state in a struct, one sample in,
// one out; and a block of samples through it.
typedef struct {
    float b0, b1, b2, a1, a2;
    float z1, z2;
} biquad;

static float biquad_process(biquad *f, float in) {
    float out = in * f->b0 + f->z1;
    f->z1 = in * f->b1 + f->z2 - f->a1 * out;
    f->z2 = in * f->b2 - f->a2 * out;
    return out;
}

float biquad_sample(biquad *f, float in) { return biquad_process(f, in); }

void biquad_block(biquad *f, const float *in, float *out) {
    for (int i = 0; i < 32; i++) out[i] = biquad_process(f, in[i]);
}
