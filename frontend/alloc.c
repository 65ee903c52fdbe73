/* alloc.c: memory that every pass takes (alloc.h). */
#include "alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void out_of_memory(const char *what, size_t n, size_t size) {
  fprintf(stderr, "bulkcc: internal error: out of memory for %s (%zu x %zu bytes)\n", what, n, size);
  exit(2);
}

void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory("a block", n, size);
  return p;
}

void *grow_array(void *items, size_t *cap, size_t need, size_t size, const char *what) {
  if (need <= *cap) return items;
  size_t grown = *cap ? *cap : 16;
  while (grown < need) grown = grown <= SIZE_MAX / 2 ? grown * 2 : need;
  if (size && grown > SIZE_MAX / size) out_of_memory(what, grown, size);
  size_t bytes = grown * size;
  char *p = realloc(items, bytes ? bytes : 1);
  if (!p) out_of_memory(what, grown, size);
  memset(p + *cap * size, 0, (grown - *cap) * size);
  *cap = grown;
  return p;
}

char *read_all(FILE *f, size_t *len) {
  size_t cap = 0, used = 0, got;
  char *buf = grow_array(NULL, &cap, (size_t)1 << 14, 1, "a file's text");
  while ((got = fread(buf + used, 1, cap - 1 - used, f)) > 0) {
    used += got;
    if (used == cap - 1) buf = grow_array(buf, &cap, cap + 1, 1, "a file's text");
  }
  buf[used] = '\0';
  *len = used;
  return buf;
}

char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = xcalloc(n, 1);
  memcpy(d, s, n);
  return d;
}
