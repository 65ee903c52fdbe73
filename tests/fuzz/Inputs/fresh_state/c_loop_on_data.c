void loop_on_data(int a[8], int k) {
  for (int i = 0; i < k; i++) a[i & 7] = i;
}
