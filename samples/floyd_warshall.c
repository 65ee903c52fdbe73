/* floyd_warshall.c: the shortest path lengths between every pair of N vertices, in place, from
 * the edge lengths d[i][j], each vertex k in turn allowed as a stop on the way. */
#ifndef N
#define N 32
#endif
void floyd_warshall(float d[N][N]) {
  for (int k = 0; k < N; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        float through = d[i][k] + d[k][j];
        if (through < d[i][j]) d[i][j] = through;
      }
}
