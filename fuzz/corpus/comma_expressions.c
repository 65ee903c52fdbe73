static int h(int v[4], int i, int x) { return v[i] + x; }
int comma_expressions(int a[4], int x) {
  int y = (x++, x * 2);
  int z = (a[0] = 3, a[1] = 4, a[0] + a[1]);
  for (int i = 0, j = 3; i < 4; i++, j--) a[i] += a[j];
  return h(a, ((void)0, 2), (y, z)) + y;
}
