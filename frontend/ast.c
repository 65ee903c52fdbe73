/* ast.c: allocation of nodes, interned strings, and the stack guard of recursive passes. */
#define _POSIX_C_SOURCE 200809L /* getrlimit */
#include "ast.h"

#include <stdio.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

StackGuard stack_guard_start(void) {
  struct rlimit limit;
  size_t budget = (size_t)4 << 20;
  if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) budget = (size_t)limit.rlim_cur / 2;
  return (StackGuard){(unsigned long long)(size_t)__builtin_frame_address(0), budget};
}

bool stack_guard_exceeded(const StackGuard *guard) {
  unsigned long long here = (unsigned long long)(size_t)__builtin_frame_address(0);
  return (here < guard->base ? guard->base - here : here - guard->base) > guard->budget;
}

/* Interned strings compare by pointer; file names and identifiers use them. The table lives as
 * long as the process (an interned pointer stays valid), and doubles its buckets whenever it
 * holds more than two strings per bucket, so interning stays constant time. */
typedef struct InternEntry {
  const char *s;
  unsigned hash;
  struct InternEntry *next;
} InternEntry;
static InternEntry **intern_buckets;
static size_t intern_nbuckets, intern_count;

static void intern_grow(void) {
  size_t n = intern_nbuckets ? intern_nbuckets * 2 : 4096;
  InternEntry **b = xcalloc(n, sizeof *b);
  for (size_t i = 0; i < intern_nbuckets; i++)
    for (InternEntry *e = intern_buckets[i], *next; e; e = next) {
      next = e->next;
      e->next = b[e->hash & (n - 1)];
      b[e->hash & (n - 1)] = e;
    }
  free(intern_buckets);
  intern_buckets = b;
  intern_nbuckets = n;
}

const char *intern(const char *s) {
  unsigned h = 2166136261u;
  for (const char *c = s; *c; c++) h = (h ^ (unsigned char)*c) * 16777619u;
  if (intern_count >= 2 * intern_nbuckets) intern_grow();
  InternEntry **b = &intern_buckets[h & (intern_nbuckets - 1)];
  for (InternEntry *e = *b; e; e = e->next)
    if (e->hash == h && strcmp(e->s, s) == 0) return e->s;
  InternEntry *e = xcalloc(1, sizeof *e);
  e->s = xstrdup(s);
  e->hash = h;
  e->next = *b;
  *b = e;
  intern_count++;
  return e->s;
}

const char *intern_vformat(const char *fmt, va_list ap) {
  va_list again;
  va_copy(again, ap);
  int need = vsnprintf(NULL, 0, fmt, ap);
  if (need < 0) {
    fprintf(stderr, "bulkcc: internal error: cannot format '%s'\n", fmt);
    exit(2);
  }
  char *buf = xcalloc((size_t)need + 1, 1);
  vsnprintf(buf, (size_t)need + 1, fmt, again);
  va_end(again);
  const char *s = intern(buf);
  free(buf);
  return s;
}

const char *intern_format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const char *s = intern_vformat(fmt, ap);
  va_end(ap);
  return s;
}

Node *ast_node(NodeKind kind, SrcLoc loc) {
  Node *n = xcalloc(1, sizeof *n);
  n->kind = kind;
  n->loc = loc;
  return n;
}

Node *ast_list_append(Node *list, Node *item) {
  if (!item) return list;
  if (!list) return item;
  /* the head remembers its last node, so that building a list of n items costs O(n) */
  Node *n = list->list_tail ? list->list_tail : list;
  while (n->next) n = n->next;
  n->next = item;
  while (n->next) n = n->next;
  list->list_tail = n;
  return list;
}

int ast_list_length(const Node *list) {
  int n = 0;
  for (; list; list = list->next) n++;
  return n;
}

bool ast_deeper_than(const Node *n, int limit) {
  if (!n) return false;
  if (limit <= 0) return true;
  const Node *children[] = {n->lhs, n->rhs, n->cond, n->then, n->els, n->init, n->inc};
  for (size_t i = 0; i < sizeof children / sizeof children[0]; i++)
    if (ast_deeper_than(children[i], limit - 1)) return true;
  for (const Node *a = n->args; a; a = a->next)
    if (ast_deeper_than(a, limit - 1)) return true;
  return false;
}

const char *uniform_request_parse(const char *text, size_t len_all, UniformRequest *r) {
  static const char malformed[] = "expected NAME or NAME=LO..HI, with LO <= HI integers (or NAME[K]=LO..HI for "
                                   "an element of an array)";
  *r = (UniformRequest){.element = -1};
  const char *eq = memchr(text, '=', len_all);
  size_t len = eq ? (size_t)(eq - text) : len_all;
  if (len == 0) return malformed;
  const char *bracket = memchr(text, '[', len);
  if (bracket) { /* NAME[K] */
    char *end;
    errno = 0;
    long long k = strtoll(bracket + 1, &end, 10);
    if (end == bracket + 1 || *end != ']' || end + 1 != text + len || k < 0 || errno || bracket[1] == '-' ||
        bracket[1] == '+' || bracket[1] == ' ')
      return malformed;
    r->element = k;
    len = (size_t)(bracket - text);
    if (len == 0) return malformed;
  }
  for (size_t k = 0; k < len; k++)
    if (!(text[k] == '_' || (text[k] >= 'a' && text[k] <= 'z') || (text[k] >= 'A' && text[k] <= 'Z') ||
          (k > 0 && text[k] >= '0' && text[k] <= '9')))
      return malformed;
  char *name = xcalloc(len + 1, 1);
  memcpy(name, text, len);
  r->name = name;
  if (!eq) return r->element >= 0 ? "an element's values must be given: NAME[K]=LO..HI" : NULL;
  size_t range_len = (size_t)(text + len_all - (eq + 1));
  char *range = xcalloc(range_len + 1, 1), *end;
  memcpy(range, eq + 1, range_len);
  errno = 0;
  r->lo = strtoll(range, &end, 10);
  bool ok = end != range && strncmp(end, "..", 2) == 0;
  bool beyond = errno == ERANGE;
  const char *hi = end + 2;
  if (ok) {
    errno = 0;
    r->hi = strtoll(hi, &end, 10);
    beyond = beyond || errno == ERANGE;
  }
  ok = ok && end != hi && !*end;
  free(range);
  /* the bounds are kept as long long: an unsigned long long's values past its range are not */
  if (ok && beyond) return "LO and HI must lie within -9223372036854775808..9223372036854775807";
  if (!ok || r->lo > r->hi) return malformed;
  r->ranged = true;
  return NULL;
}


