void wrapping_counters(float a[16], unsigned k) {
  for (unsigned char c = 250; c != 4; c++) a[c % 16] += 1.0f;
  for (unsigned i = 16; i-- > 0;) a[i] *= 2.0f;
  for (signed char s = 0; s < 100; s++) a[s / 8] += 1.0f;
  for (unsigned short u = 65530; u != 3; u++) a[(u * 3u) % 16u] -= 1.0f;
  for (int i = 1; i < 16; i++) a[i] = a[i + 4294967295u] + a[(unsigned)i + 0xFFFFFFFFu];
  for (unsigned i = 7; i < 8; i--) a[i] += (float)k;
}
