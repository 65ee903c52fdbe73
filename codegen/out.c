/* out.c: the text buffer behind every emitter. */
#include "out.h"

#include "../frontend/alloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void out_vprintf(Out *o, const char *fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  int need = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  if (need < 0) {
    /* a piece of more than INT_MAX bytes: no output is better than a part of it */
    fputs("bulkcc: internal error: a piece of emitted text is too long to format\n", stderr);
    exit(2);
  }
  o->buf = grow_array(o->buf, &o->cap, o->len + (size_t)need + 1, 1, "the emitted text");
  vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
  o->len += (size_t)need;
}

void out_printf(Out *o, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  out_vprintf(o, fmt, ap);
  va_end(ap);
}

void out_line(Out *o, const char *fmt, ...) {
  out_printf(o, "%*s", o->indent * 2, "");
  va_list ap;
  va_start(ap, fmt);
  out_vprintf(o, fmt, ap);
  va_end(ap);
  out_printf(o, "\n");
}
