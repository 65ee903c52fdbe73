/* edit_distance.c: the Levenshtein distance of two strings of N bytes, by the dynamic program
 * over prefixes: d[i][j] is the distance of a's first i bytes and b's first j. */
#ifndef N
#define N 64
#endif
int edit_distance(const unsigned char a[N], const unsigned char b[N]) {
  int d[N + 1][N + 1];
  for (int i = 0; i <= N; i++) d[i][0] = i;
  for (int j = 1; j <= N; j++) d[0][j] = j;
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++) {
      int replace = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      int remove = d[i - 1][j] + 1;
      int insert = d[i][j - 1] + 1;
      int best = replace < remove ? replace : remove;
      d[i][j] = best < insert ? best : insert;
    }
  return d[N][N];
}
