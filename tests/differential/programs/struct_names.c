// Struct names that meet emitted code's own: variables and parameters named with the runtime's
// prefix (bulkctx, a local bulk), members named as C++ keywords (new, class, this), which the
// CUDA code (C++) and a C++ program including the header spell otherwise, and bool and true,
// macros of the <stdbool.h> that emitted code includes, and one struct named
// by its tag and by a typedef in one entry. The header is included by C and by C++.
// RUN: %bulkcc %s -o %t.cu --header %t.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -I%runtime -fsyntax-only -x c %t.h
// RUN: c++ -Wall -Wextra -Werror -I%runtime -fsyntax-only -x c++ %t.h
#include <stdint.h>
struct pt { float x, y; };
typedef struct pt P2;
typedef struct { uint32_t new; uint32_t class[2]; float this; short bool; unsigned char true; } Odd;

static float dot(const struct pt *bulkin, const P2 *q) { return bulkin->x * q->x + bulkin->y * q->y; }

float names(struct pt *bulkctx, P2 *b, Odd *o, float out[2]) {
  struct pt bulk;
  bulk.x = bulkctx->x + b->y;
  bulk.y = o->this;
  o->new = o->new * 3u + o->class[1];
  o->class[0] ^= o->new + (uint32_t)o->bool;
  o->true = (unsigned char)(o->true + 1u);
  o->this = dot(&bulk, b);
  out[0] = dot(bulkctx, &bulk);
  out[1] = bulk.y;
  b->x = bulk.x;
  return dot(b, b);
}
