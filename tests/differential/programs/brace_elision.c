// Initializers of arrays of rows with braces left out, as C allows (6.7.9p20): each row takes as
// many values as it holds, braced rows and strings for rows of chars where they stand.
#pragma GCC diagnostic ignored "-Wmissing-braces"
#include <stdint.h>
static const uint32_t m[2][2] = {1, 2, 3, 4};
static const uint8_t cube[2][2][3] = {1, 2, 3, 4, 5, 6, {7, 8, 9, 10, 11}};
static const int partial[3][2] = {{1}, 2, 3, 4};
static const int rows[][3] = {1, 2, 3, 4};
static const char names[2][4] = {"ab", 'c', 'd'};
uint32_t f(const uint32_t a[4]) {
  int local[2][3] = {1, 2, 3, 4, 5};
  uint32_t s = a[0] + m[1][0] + cube[1][0][2] + cube[1][1][1] + (uint32_t)partial[1][1] + (uint32_t)rows[1][0] + (uint32_t)names[1][1];
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) s += (uint32_t)local[i][j] * (uint32_t)(i + j + 1) + cube[i][j % 2][j] + (uint32_t)partial[i][j % 2] + (uint32_t)rows[i][j];
  return s;
}
