/* memory_calls.h: memcpy, memmove and memset on arrays as loops (memory_calls.c). */
#ifndef BULKCC_MEMORY_CALLS_H
#define BULKCC_MEMORY_CALLS_H

#include "sema.h"

/* memcpy, memmove or memset (or gcc's __builtin_memcpy and the like). */
bool memory_call_name(const char *name);
/* memcmp (bcmp, or gcc's __builtin_ spellings): an error saying it is not supported, with the
 * loop of fixed length to write instead; false, with nothing said, for another name. */
bool refuse_memory_compare(SrcLoc loc, const char *name);
/* Turns the statement n, `memcpy(to, from, size);` (or memmove, memset) with its arguments
 * typed, into the loop it stands for, counted by counter (a fresh local of the function). False,
 * with an error, where the call is not one of arrays, constant sizes and offsets it can read. */
bool lower_memory_call(Node *n, Symbol *counter);

/* Makes the statement n the loop copying `count` elements of one struct member's array (from
 * a + k or a row, of one element type) to another, or zeroing them where `from` is NULL: the
 * copies of a struct's members, whose ranges are the same or apart, never partly overlapping. */
bool lower_member_copy(Node *n, Node *to, Node *from, long long count, Symbol *counter);

#endif
