// DIFFERENTIAL-BULKCC: --uniform len=0..200
// Adler-32 as the usual example code writes it.
#include <stddef.h>
#include <stdint.h>

const uint32_t MOD_ADLER = 65521;

uint32_t adler32(const unsigned char *data, size_t len)
{
    uint32_t a = 1, b = 0;
    size_t index;

    for (index = 0; index < len; ++index)
    {
        a = (a + data[index]) % MOD_ADLER;
        b = (b + a) % MOD_ADLER;
    }

    return (b << 16) | a;
}
