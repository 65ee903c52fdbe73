/* Reads of the statement after a loop that goes ahead, made before the loop or left where they
 * stand (plan/early.c): each entry below is one case of the rule. */
#include <math.h>

#define N 24

/* OPT's shape: c is read after the k loop at an index the loop leaves alone: made before it */
void moved(const float c[N][N], float m[N][N]) {
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N; j++) {
      float s = 0;
      for (int k = 0; k < i; k++) s += m[k][j];
      m[i][j] = s * 0.5f + c[i - 1][j];
    }
}

/* the loop writes b, which the statement reads: left after the loop */
void written_in_loop(float a[N], float b[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = j; k < N; k++) {
      s += a[k];
      b[k] = s;
    }
    a[j] = s + b[N - 1 - j];
  }
}

/* the index reads a variable the loop assigns: left after the loop */
void index_from_loop(const float c[N], float a[N]) {
  int last = 0;
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N - j; k++) {
      s += a[k];
      last = k;
    }
    a[j] = s + c[last];
  }
}

/* the loop's counter, declared outside and read after it: left after the loop */
void counter_after(const float c[N + 1], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    int k;
    for (k = 0; k < j; k++) s += a[k];
    a[j] = s + c[k];
  }
}

/* reads under a condition stay; the condition's own read is made before the loop */
void conditional(const float c[N], const float d[N], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N; k++) s += a[k] * 0.25f;
    a[j] = c[j] > 0.5f ? s + d[j] : s - d[N - 1 - j];
  }
}

/* a helper in the statement may write what it reads: left after the loop */
static float add_and_bump(float x, float y[N], int j) {
  y[j] += 1;
  return x + y[j];
}
void helper_after(float c[N], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N; k++) s += a[k];
    a[j] = add_and_bump(s, c, j) + c[N - 1 - j];
  }
}

/* the statement writes the array before reading it (a comma sequences the two): left */
void written_by_statement(float c[N], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N; k++) s += a[k];
    c[j] = s, a[j] = c[j] + s;
  }
}

/* the statement assigns a variable of the index first: left after the loop */
void index_set_by_statement(const float c[N], float a[N]) {
  int t = 0;
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N; k++) s += a[k];
    t = N - 1 - j, a[j] = s + c[t];
  }
}

/* a declaration after the loop, and a library call in it: made before the loop */
void declared_after(const float c[N], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N; k++) s += a[k] * 0.125f;
    float r = fabsf(s) + c[j];
    a[j] = r;
  }
}

/* a case label past the loop and its next statement: the jump to it crosses the variable read
 * before the loop (declared apart from its value, which C++ allows) */
void case_past(const float c[N], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 1;
    switch (j % 3) {
    case 0:
      s += 2;
      for (int k = 0; k < N; k++) s += a[k] * 0.5f;
      a[j] = s + c[j];
      /* fall through */
    case 1:
      a[j] += 1;
      break;
    default:
      break;
    }
  }
}

/* the statement declares an array, zeroed each time, and reads it in a later declarator: that
 * read waits for the declaration (the array has too many elements for registers) */
void declared_array(const float c[N], float a[N]) {
  for (int j = 0; j < N; j++) {
    float s = 0;
    for (int k = 0; k < N; k++) s += a[k] * 0.5f;
    float t[200] = {0}, r = t[j] + c[j] + s;
    t[j + 1] = 100.0f + s;
    a[j] = r + t[199 - j];
  }
}
