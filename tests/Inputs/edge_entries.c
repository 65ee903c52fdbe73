#include <stdbool.h>
#include <stdint.h>
int constant(void) { return 42; }
double scalars(double a, float b, int8_t c, uint64_t d) { return a * b + c + (double)d; }
void one(float x[1], const bool f[1]) { if (f[0]) x[0] = -x[0]; }
unsigned char types(signed char a, unsigned char b, short c, unsigned short d, long e, unsigned long f,
                    long long g, unsigned long long h, bool i) {
  return (unsigned char)(a + b + c + d + e + f + g + h + i);
}
