void out_of_bounds(int a[8]) {
  for (int i = 0; i <= 8; i++) a[i] = i;
}
