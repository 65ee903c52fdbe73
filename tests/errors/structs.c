// Structs are split into their members: what cannot be split, or used other than through its
// members, by copy or by passing it to a function, is refused once, saying why.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
#include <string.h>
struct with_union { union { uint32_t w; float f; } u; };
struct with_bits { unsigned a : 3; };
struct with_pointer { const uint8_t *p; };
struct pair { uint32_t a, b; };
static uint32_t sum(const struct pair *p) { return p->a + p->b; }
uint32_t entry_unsized(struct pair p[]) { return p[0].a; }
uint32_t uses_union(const uint32_t in[1]) { struct with_union x; x.u.w = in[0]; return x.u.w; }
uint32_t uses_bits(const uint32_t in[1]) { struct with_bits x; x.a = in[0]; return x.a; }
uint32_t uses_pointer(const uint8_t in[4]) { struct with_pointer x; (void)x; return in[0]; }
uint32_t as_value(const uint32_t in[2]) { struct pair x = {0}; x.a = in[0]; uint32_t v = x; return sum(&x) + v; }
uint32_t initialized(const uint32_t in[2]) { struct pair x = {1, 2}; return x.a + in[0]; }
uint32_t no_member(const uint32_t in[2]) { struct pair x = {0}; return x.c + in[0]; }
uint32_t wrong_argument(const uint32_t in[2]) { return sum(in); }
uint32_t arrow_on_value(const uint32_t in[2]) { struct pair x = {0}; x.a = in[0]; return x->a; }
uint32_t dot_on_pointer(const uint32_t in[2]) { struct pair x = {0}; x.a = in[1]; return sum(&x) + (&x).a; }
uint32_t other_struct(const uint32_t in[2]) { struct pair x = {0}; struct with_bits y; x = y; return x.a + in[0]; }
uint32_t chained_copy(const uint32_t in[2]) { struct pair x = {0}, y = {0}, z = {0}; x.a = in[0]; z = (y = x); return z.a; }
uint32_t partial_memset(const uint32_t in[2]) { struct pair x; memset(&x, 0, 4); return x.a + in[0]; }
// CHECK: structs.c:11:36: error: entry parameter 'p' is an array of structs without a size: give it one, the structs of each instance
// CHECK: structs.c:12:63: error: 'x' is or holds a union, whose members overlap: bulk code splits structs into their members, and a union has no such parts
// CHECK: structs.c:7:29: error: bit-field 'a' of 'x': bulk code splits structs into their members, and has no bit-fields; make it a member of its own type
// CHECK: structs.c:14:66: error: pointer member 'p' of 'x' is set to no array in 'uses_pointer': bulk code follows a pointer member of a function's struct from the arrays the function sets it to
// CHECK: structs.c:15:90: error: struct used as a value; bulk code reads and writes its members ('s.x'), and passes it to functions
// CHECK: structs.c:17:73: error: no member named 'c' in 'struct pair'
// CHECK: structs.c:18:60: error: argument for 'p' of 'sum' is not a pointer to a 'struct pair'
// CHECK: structs.c:19:91: error: '->a' on a value of type 'struct pair', which is no pointer to a struct
// CHECK: structs.c:20:104: error: '.a' on a value of type 'struct pair *', which is no struct
// CHECK: structs.c:7:29: error: bit-field 'a' of 'y': bulk code splits structs into their members, and has no bit-fields; make it a member of its own type
// CHECK: structs.c:22:106: error: a struct is copied only by an assignment that is a statement of its own
// CHECK: structs.c:23:78: error: 'memset' of a struct covers it whole: its size is 8 bytes (sizeof), not this
