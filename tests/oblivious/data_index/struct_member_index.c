// A struct's members are arrays like any other: an index from input data into one is refused,
// naming the member, and the data's way into a member is traced through it.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <stdint.h>
struct table { uint32_t slots[16]; uint32_t last; };
static void put(struct table *t, uint32_t v) {
  t->slots[t->last & 15] = v;
// CHECK: struct_member_index.c:[[@LINE-1]]:20: error: array index depends on input data
// CHECK: note: 't->last' is a parameter of 'put', which is called here with input-dependent data
// CHECK: note: 't.last' is input-dependent: it takes its value from 'in'
  t->last = v;
}
uint32_t keep(const uint32_t in[4]) {
  struct table t = {0};
  for (int i = 0; i < 4; i++) put(&t, in[i]);
  return t.slots[0];
}
