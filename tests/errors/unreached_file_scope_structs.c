// File-scope variables bulk code cannot hold (a vtable of function pointers, a pointer into a
// table) that no entry reaches are passed over, as the rest of a library file is; a use an entry
// reaches is refused there, naming the declaration. A table of structs is a table per member
// (tests/differential/programs/struct_tables.c): its use is accepted.
// RUN: %bulkcc --check --entry mix %s
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stddef.h>
#include <stdint.h>
typedef struct { uint32_t k[4]; uint8_t n; } table_entry;
static const table_entry tables[2] = {{{1, 2, 3, 4}, 5}, {{6, 7, 8, 9}, 10}};
typedef struct { void (*init)(void *); size_t size; } vtable;
static void noop(void *p) { (void)p; }
const vtable the_vtable = {noop, 16};
static const uint32_t *const first_key = &tables[0].k[0];
uint32_t mix(const uint32_t a[4]) {
  uint32_t s = 0;
  for (int i = 0; i < 4; i++) s += a[i] * 2654435761u;
  return s;
}
uint32_t uses_table(const uint32_t a[4]) { return a[0] + tables[1].k[2]; }
uint32_t uses_pointer(const uint32_t a[4]) { return a[1] + *first_key; }
// CHECK: unreached_file_scope_structs.c:[[@LINE-1]]:61: error: use of 'first_key': the file-scope variable 'first_key' is a pointer
