// A kernel file as benchmark suites write them: static kernels, problem sizes shared by every
// instance (at most the macro capacity N), scalars such as alpha shared too. Translated with only
// --entry and --uniform, every kernel matches the sequential C (the checking driver runs them at
// the largest sizes bulkcc accepts, the least and between).
// DIFFERENTIAL-BULKCC: --entry kernel_gemm --entry kernel_jacobi --entry kernel_trmv
// DIFFERENTIAL-BULKCC: --uniform ni --uniform nj --uniform nk --uniform alpha --uniform beta
// DIFFERENTIAL-BULKCC: --uniform n --uniform tsteps=0..6
#define N 12

static void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, double C[N][N], double A[N][N],
                        double B[N][N]) {
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++) C[i][j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++) C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

static void kernel_jacobi(int tsteps, int n, float A[N], float B[N]) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++) B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++) A[i] = 0.33333f * (B[i - 1] + B[i] + B[i + 1]);
  }
}

static unsigned kernel_trmv(unsigned n, const unsigned L[N][N], unsigned x[N]) {
  unsigned s = 0;
  for (unsigned i = n; i-- > 0;) {
    unsigned acc = 0;
    for (unsigned j = 0; j <= i; j++) acc += L[i][j] * x[j];
    x[i] = acc;
    s ^= acc;
  }
  return s;
}

/* not an entry: the file's other functions need not be in the subset */
int main(void) { return 0; }
