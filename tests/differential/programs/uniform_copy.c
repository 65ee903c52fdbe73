// A scalar that copies another where that one holds a uniform value, while elsewhere the other
// is assigned data: on the CPU both become one value per lane (t was emitted as one value,
// reading s[bulk_l] outside any lane loop).
#define N 4
float uniform_copy(float a[N]) {
  unsigned s = 7;
  if (a[0] > 0) {
    s = a[1] > 1 ? 3u : 4u;
    a[2] = 1;
  } else {
    for (int i = 0; i < N; i++) {
      double t = s + 0.5;
      a[i] = (float)t + a[i];
    }
  }
  return (float)s;
}
