// A memset or memcpy whose length is no constant is a loop up to it: accepted where the length
// is a uniform value whose every given value keeps the copy in bounds (any bytes, or n * sizeof
// an element); refused where a value reaches past an array (naming the value and the element),
// where the length is input data (a loop on data), within one array (the direction depends on
// it), or where it is not a whole number of elements.
// RUN: %bulkcc --check --uniform n=0..16 -DACCEPTED %s
// RUN: not %bulkcc --check --uniform n=0..17 -DACCEPTED %s 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not %bulkcc --check -DACCEPTED %s 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: not %bulkcc --check --uniform n=0..16 %s 2>&1 | FileCheck %s --check-prefix=REFUSED
#include <stdint.h>
#include <string.h>
#ifdef ACCEPTED
void clear(uint8_t b[64], int n) { memset(b + 3, 0, n); }
void copy(uint32_t d[16], const uint32_t s[16], int n) { memcpy(d, s, n * sizeof d[0]); }
// PAST: error: --uniform n=0..17: not every access of entry 'copy' is proved in bounds for these values
// PAST: note: the first given values for which it is not: n = 17; the messages below are for them
// PAST: memory_call_lengths.c:[[#@LINE-3]]:58: error: 'memcpy' here reaches element 16 of 's' of type 'const unsigned int [16]', past its 16 elements
// DATA: memory_call_lengths.c:[[#@LINE-5]]:36: error: loop condition depends on input data
// DATA: note: 'n' holds input data: it is a parameter of entry 'clear'
#else
void within(uint8_t b[64], int n) { memmove(b, b + 1, n); }
// REFUSED: memory_call_lengths.c:[[#@LINE-1]]:37: error: 'memmove' within one array needs a constant size
void partial(uint32_t d[16], const uint32_t s[16], int n) { memcpy(d, s, n); }
// REFUSED: memory_call_lengths.c:[[#@LINE-1]]:74: error: the size of 'memcpy' is neither a constant nor a number of 'unsigned int' elements ('n * sizeof a[0]')
#endif
