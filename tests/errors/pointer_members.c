// Pointer members of structs are followed in the function that holds the struct
// (tests/differential/programs/pointer_members.c); each use that cannot be is refused, saying
// what is accepted.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
// A refused copy is said once: no second error that the assignment is not a statement of its own.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --check-prefix=ONCE
// ONCE-NOT: a struct is copied only by an assignment that is a statement of its own
#include <stdint.h>
#include <string.h>
typedef struct { const uint32_t *words; uint32_t sum; } reader;

static void advance(reader *r) { r->sum += r->words[0]; r->words++; }
uint32_t moved_in_helper(const uint32_t a[8]) { reader r; r.sum = 0; r.words = a; advance(&r); return r.sum; }
// CHECK-DAG: pointer_members.c:12:58: error: pointer member 'r->words' is moved here, in a function given the struct: the function that holds the struct sets and moves its pointer members

uint32_t from_host(reader *r) { return r->sum; }
// CHECK-DAG: pointer_members.c:[[@LINE-1]]:28: error: entry parameter 'r' holds pointer member 'words': the host's pointers mean nothing to bulk code

uint32_t zeroed(const uint32_t a[8]) { reader r; r.words = a; memset(&r, 0, sizeof r); return a[0]; }
// CHECK-DAG: pointer_members.c:[[@LINE-1]]:63: error: a struct with pointer member 'words' is copied or zeroed here

uint32_t assigned(const uint32_t a[8]) { reader r, t; r.words = a; r.sum = 1; t = r; return t.sum; }
// CHECK-DAG: pointer_members.c:[[@LINE-1]]:52: error: pointer member 'words' of 't' is set to no array in 'assigned'
// CHECK-DAG: pointer_members.c:[[@LINE-2]]:79: error: a struct with pointer member 'words' is copied or zeroed here

static void point(reader *r, const uint32_t *w) { r->words = w; r->sum = 0; }
static void pass_on(reader *r, const uint32_t *w) { point(r, w); }
uint32_t not_owned(const uint32_t a[8]) { reader r; r.words = a; pass_on(&r, a); return r.sum; }
// CHECK-DAG: pointer_members.c:[[@LINE-2]]:59: error: 'point' sets pointer member 'words' of the struct it is given to 'w': give it '&s' of a struct of 'pass_on' itself

static uint32_t used_then_set(reader *r, const uint32_t *w) { uint32_t s = r->words[0]; r->words = w; return s; }
uint32_t late(const uint32_t a[8], const uint32_t b[8]) { reader r; r.words = a; return used_then_set(&r, b); }
// CHECK-DAG: pointer_members.c:[[@LINE-2]]:90: error: pointer member 'r->words' is set here, in a function given the struct
