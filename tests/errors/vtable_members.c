// A pointer member to no numbers (a class's table of functions) is not kept: setting it to a
// table's address is passed over (tests/differential/programs/vtable_members.c), and any read of
// it, or setting it to anything else, is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
typedef struct cls cls;
typedef struct { const cls *vtable; uint32_t v; } ctx_t;
struct cls { int size; };
static const cls table = {4};
static uint32_t has_class(const ctx_t *c) { return c->vtable != 0; }
uint32_t read_back(const uint32_t in[1]) { ctx_t c; c.vtable = &table; c.v = in[0]; return has_class(&c) + c.v; }
// CHECK: vtable_members.c:[[@LINE-2]]:53: error: member 'vtable' is a 'const struct cls *', which bulk code does not keep (a table of functions, say): a statement setting it to a table's or function's address is passed over, and no use of it is accepted
