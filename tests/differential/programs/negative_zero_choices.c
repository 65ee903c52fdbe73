// A choice between 1.0 and -0.0 keeps its -0.0 on the GPU: ptxas can turn `c ? 1.0f : -0.0f` into
// FSET.BF, which gives +0.0 (bench/experiments/negative_zero_choice.cu), so the emitted code reads
// each -0.0 the program writes from constant memory. The outputs give a zero's sign as 1 or 2,
// which the tolerance would not tell apart.
#define N 64
static float sign_of(float r) { return r != 0 ? r : 1.0f / r < 0 ? 1.0f : 2.0f; }
static double sign_of_double(double r) { return r != 0 ? r : 1.0 / r < 0 ? 1.0 : 2.0; }
void choice_signs(const float c[N], float product[N], float alone[N], float loaded[N], double twice[N]) {
  for (int i = 0; i < N; i++) {
    float zero = c[i] - c[i];
    product[i] = sign_of(zero * (c[i] < 0.5f ? 1.0f : -0.0f));
    alone[i] = sign_of(c[i] < 0.5f ? 1.0f : -0.0f);
    loaded[i] = sign_of(c[i] < 0.5f ? -(float)0 : c[i]);
    twice[i] = sign_of_double((double)zero * (c[i] < 0.5 ? 1.0 : -0.0));
  }
}
