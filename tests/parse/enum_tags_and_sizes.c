// A tag is a tag whatever else the name is: `enum mode_t` beside <sys/types.h>'s typedef mode_t.
// An enumerator sizes a struct member's array (it was "member 'w' needs a constant, positive
// array size": members were folded before the file's enumerators were known).
// RUN: %bulkcc --dump=ast %s | FileCheck %s
#include <stdint.h>
#include <sys/types.h>
enum mode_t { MODE_A, MODE_B };
enum { WORDS = 4, BYTES = WORDS * 4 };
typedef struct { uint32_t w[WORDS]; uint8_t b[BYTES]; } block;
uint32_t absorb(const block *blk, const uint32_t a[WORDS], mode_t m) {
  uint32_t s = MODE_B + (uint32_t)m;
  for (int i = 0; i < WORDS; i++) s += a[i] + blk->w[i];
  return s + blk->b[BYTES - 1];
}
// CHECK: entry absorb returns 'unsigned int'
// CHECK: param blk->w 'unsigned int [4]'
// CHECK: param blk->b 'unsigned char [16]'
// CHECK: param a 'const unsigned int [4]'
