/* A kernel with a size parameter shared by every instance, at most the capacity N. */
#define N 16
static void scale_rows(int n, float s, float A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) A[i][j] *= s;
}
