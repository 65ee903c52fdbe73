// Library code initializes byte arrays from string literals (ChaCha's "expand 32-byte k"): each
// literal becomes its bytes, escapes decoded, adjacent literals joined, with the terminating NUL
// where the array has room (sizeof tau counts it), as in C.
static const char sigma[17] = "expand 32-byte k";
static const unsigned char tau[] = "expand 16-byte k" "\x01\n";
static const char rows[2][4] = {"abc", "de"};
unsigned f(const unsigned char in[4]) {
  unsigned s = 0;
  char local[8] = "hi\0x";
  for (int i = 0; i < 16; i++) s = s * 31u + (unsigned char)sigma[i] + tau[i + 2] + (unsigned)in[i & 3];
  return s + (unsigned)rows[1][1] + (unsigned)local[3] + (unsigned)sizeof tau;
}
