/* Innermost loops whose reads may or may not be loaded several iterations ahead (plan/
 * ahead.c): each entry below is one case of the proof. N is not a multiple of the group sizes,
 * so every grouped loop also leaves iterations over. */
#define N 40

/* the read comes before the write of the same element: loaded ahead */
void running_sum(float a[N]) {
  float r = 0;
  for (int i = 0; i < N; i++) {
    r += a[i];
    a[i] = r;
  }
}

/* iteration i writes what iteration i + 1 reads: not loaded ahead */
void shift_up(float a[N]) {
  for (int i = 0; i < N - 1; i++) a[i + 1] = a[i] * 0.5f + 1;
}

/* reads run ahead of the writes: loaded ahead */
void shift_down(float a[N]) {
  for (int i = 0; i < N - 1; i++) a[i] = a[i + 1] - a[i];
}

/* counting down, reading below the write: loaded ahead */
void backwards(int a[N]) {
  for (int i = N - 1; i > 0; i--) a[i] = a[i - 1] + a[i] % 1000;
}

/* counting down, reading above the write (written the iteration before): not loaded ahead */
void backwards_chain(int a[N]) {
  for (int i = N - 2; i >= 0; i--) a[i] = a[i + 1] % 1000 + 1;
}

/* odd elements read, even ones written: never the same element */
void strided(float a[N], const float w[N]) {
  for (int i = 0; i < N / 2; i++) a[2 * i] = a[2 * i + 1] * w[i];
}

/* one element read and written by every iteration: not loaded ahead */
void same_cell(float a[N]) {
  for (int i = 0; i < N; i++) a[0] = a[0] + a[i];
}

/* reads under a condition stay where they are; the condition's read goes ahead */
void conditional(float a[N], const float t[N]) {
  for (int i = 0; i < N; i++) a[i] = t[i] > 0.5f ? a[i] * 2 : a[N - 1 - i];
}

/* a compound assignment reads the element the iteration before wrote: not loaded ahead */
void rows(float m[8][5]) {
  for (int r = 0; r < 8; r++)
    for (int c = 1; c < 5; c++) m[r][c] += m[r][c - 1];
}

/* an index the body computes is not known ahead: that read stays, the other goes ahead */
void computed_index(float a[N], const float b[N]) {
  int k = 0;
  for (int i = 0; i < N; i++) {
    k = (i * 7) % N;
    a[i] = a[i] + b[k];
  }
}

/* four reads per iteration: groups of 16, so that about 64 loaded values wait in registers */
void four_reads(float out[N], const float a[N], const float b[N], const float c[N]) {
  for (int i = 0; i < N; i++) out[i] = out[i] * a[i] + b[i] * c[i];
}

/* the index changes after the read, for the next iteration: that read is not known ahead */
void index_set_after(float a[N], const float b[N]) {
  int k = 0;
  for (int i = 0; i < N; i++) {
    a[i] = a[i] - b[k];
    k = (k + 3) % N;
  }
}

/* a narrowing cast wraps: (unsigned char)(i + 255) is i - 1, written by the iteration before */
void wrapped_index(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[(unsigned char)(i + 255)] % 1000 + 1;
}

/* an inner loop whose trip count changes with the outer counter (1 to N - 1 iterations): groups
 * of 16 (two reads), the last iterations one clamped group, each under the loop's condition, its
 * reads at its own index where it runs and at the group's first where not */
void triangle(float a[N], const float b[N]) {
  for (int i = 1; i < N; i++) {
    float s = 0;
    for (int k = 0; k < i; k++) s += b[k] * b[i - k];
    a[i] = s;
  }
}

/* the same with the counter declared outside and read after the loop: the last iterations run
 * one at a time, leaving k where C leaves it */
void triangle_counter_after(float a[N], const float b[N]) {
  for (int i = 1; i < N; i++) {
    float s = 0;
    int k;
    for (k = 0; k < i; k++) s += b[k] * b[i - k];
    a[i] = s + (float)k;
  }
}
