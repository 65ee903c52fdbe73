/* Jumps controlled by input data, accepted with --allow-gather: each lane must leave on its own. */
int early_return(const int a[4]) {
  if (a[0] > 0) return 1;
  return a[1];
}

int first_positive(const int a[8]) {
  int k = -1;
  for (int i = 0; i < 8; i++) {
    if (a[i] > 0) {
      k = i;
      break;
    }
  }
  return k;
}

int sum_nonnegative(const int a[8]) {
  int s = 0;
  for (int i = 0; i < 8; i++) {
    if (a[i] < 0) continue;
    s += a[i] % 1000;
  }
  return s;
}

/* a loop with a uniform break inside a data if: all lanes leave that loop together */
int masked_loop(const int a[8]) {
  int s = 0;
  if (a[0] > 0) {
    for (int i = 0; i < 8; i++) {
      if (i == 5) break;
      s += a[i] % 1000;
    }
  }
  return s;
}
