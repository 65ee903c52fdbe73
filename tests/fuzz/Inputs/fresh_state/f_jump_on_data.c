int jump_on_data(const int a[8]) {
  for (int i = 0; i < 8; i++)
    if (a[i] > 3) return i;
  return 0;
}
