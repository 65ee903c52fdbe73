// Accesses of a struct's array member are checked against the member's size, named as written.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdint.h>
struct table { uint32_t slots[16]; uint32_t last; };
static void fill(struct table *t) { for (int i = 0; i <= 16; i++) t->slots[i] = (uint32_t)i; }
uint32_t keep(const uint32_t in[4]) { struct table t = {0}; fill(&t); return t.slots[0] + in[0]; }
// CHECK: struct_member.c:5:76: error: index 16 is out of bounds for 't->slots' of type 'unsigned int [16]' (this dimension has 16 elements) when i = 16
