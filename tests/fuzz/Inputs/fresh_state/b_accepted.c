void accepted(float a[8]) {
  for (int i = 0; i < 8; i++) a[i] += 1.0f;
}
