/* Arrays of 1-, 2-, 4- and 8-byte elements, in and out, with lengths that are not multiples of a
 * cache line: each moves whole elements between the user's rows and the column-wise layout. */
#include <stdint.h>

void mix(uint8_t bytes[37], int16_t halves[19], const int32_t words[5], double doubles[3][7]) {
  for (int i = 0; i < 37; i++) bytes[i] = (uint8_t)(bytes[i] + halves[i % 19] + words[i % 5]);
  for (int i = 0; i < 19; i++) halves[i] = (int16_t)(halves[i] ^ bytes[36 - i]);
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 7; c++) doubles[r][c] = doubles[r][c] * 0.5 + words[(r + c) % 5] + bytes[r * 7 + c];
}
