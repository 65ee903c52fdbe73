// A file-scope pointer to a string is the table of its bytes only where nothing sets it again
// (tests/differential/programs/string_pointer_table.c); one that a function sets is a variable
// shared by every instance, refused where an entry uses it.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <stdint.h>
static const uint8_t *label = (const uint8_t *)"abcd";
static const uint8_t other[4] = {1, 2, 3, 4};
static void relabel(void) { label = other; }
uint32_t first(const uint8_t in[4]) { return (uint32_t)in[0] + label[1]; }
// CHECK: string_pointer_set.c:[[@LINE-1]]:64: error: use of 'label': the file-scope variable 'label' would be shared by every instance
