/* Constructs of library files: attributes, static assertions, string initializers, memory calls,
 * pointer parameters, a uniform size. */
#pragma bulkcc uniform n=0..8
_Static_assert(sizeof(unsigned) == 4, "words");
static const char sigma[17] = "expand 32-byte k";
extern int verbose;
static inline unsigned rotl(unsigned x, int r) __attribute__((always_inline));
static inline unsigned rotl(unsigned x, int r) { return (x << r) | (x >> (32 - r)); }
unsigned mix(int n, const unsigned char *in, unsigned s[]) {
  unsigned t[4];
  __builtin_memcpy(t, s, sizeof t);
  for (int i = 0; i < n; i++) t[i & 3] ^= rotl(in[i], 7) + (unsigned)sigma[i];
  memcpy(s, t, sizeof t);
  memset(t, 0, sizeof t);
  return t[0];
}
