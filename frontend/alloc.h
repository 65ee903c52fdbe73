/* alloc.h: memory that every pass takes, and one way to grow an array. Running out of memory
 * ends bulkcc with a message (it cannot go on with a partial tree or table). */
#ifndef BULKCC_ALLOC_H
#define BULKCC_ALLOC_H

#include <stddef.h>
#include <stdio.h>

void *xcalloc(size_t n, size_t size);
char *xstrdup(const char *s);
/* The rest of f, NUL-terminated, *len bytes before the NUL. */
char *read_all(FILE *f, size_t *len);

/* items (of *cap items of `size` bytes; NULL when *cap is 0) with room for at least `need`, the
 * room doubled as it grows and the new part zeroed; `what` names the array for the message when
 * memory runs out or the size overflows. Use: list = grow_array(list, &cap, n + 1, sizeof *list,
 * "the list of calls"). */
void *grow_array(void *items, size_t *cap, size_t need, size_t size, const char *what);

#endif
