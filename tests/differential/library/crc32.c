// DIFFERENTIAL-BULKCC: --uniform len=0..100
// CRC-32 bit by bit, as small libraries write it: `while (len--)` over `*buf++`.
#include <stddef.h>
#include <stdint.h>

#define POLY 0xedb88320

uint32_t crc32c(uint32_t crc, const unsigned char *buf, size_t len)
{
    int k;

    crc = ~crc;
    while (len--) {
        crc ^= *buf++;
        for (k = 0; k < 8; k++)
            crc = crc & 1 ? (crc >> 1) ^ POLY : crc >> 1;
    }
    return ~crc;
}
