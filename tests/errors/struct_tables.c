// Tables of structs are a table per member (tests/differential/programs/struct_tables.c); a
// file-scope one bulk code cannot hold is refused where an entry uses it, and an initializer
// that leaves a struct's braces out is refused at the table.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
typedef struct { const uint8_t *key; uint32_t size; } extras;
typedef struct { int32_t x, y; } pt;
static const extras no_extras = {0, 0};
static const pt grid[2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
static const pt unused_grid[2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
uint32_t size_of(const uint32_t in[1]) { return in[0] + no_extras.size; }
// CHECK: struct_tables.c:[[@LINE-1]]:57: error: use of 'no_extras': the file-scope table 'no_extras' has pointer member 'key': bulk code's tables hold numbers
int32_t corner(const int32_t in[1]) { return in[0] + grid[1][1].y; }
// CHECK: struct_tables.c:[[@LINE-1]]:54: error: use of 'grid': the file-scope table 'grid' is an array of arrays of structs: bulk code keeps tables of structs of one dimension
int32_t flat(const int32_t in[1]) {
  static const pt line[2] = {1, 2, 3, 4};
// CHECK: struct_tables.c:[[@LINE-1]]:30: error: each struct of table 'line' is given its values in braces
  return in[0] + line[1].x;
}
