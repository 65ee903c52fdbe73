/* Near-oblivious: a table lookup on data and Euclid's loop, accepted with --allow-gather. */
static const unsigned char sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
unsigned gather(unsigned a, unsigned b, unsigned char s[4]) {
  for (int i = 0; i < 4; i++) s[i] = sbox[s[i] & 15];
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a + s[0];
}
