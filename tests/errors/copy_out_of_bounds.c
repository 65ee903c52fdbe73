// A copy past an array's end or a row's end is refused, naming the call and the element it
// reaches, not bulkcc's own counter and indices.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
#include <string.h>
void copies(float m[4][4], float b[8]) {
  memcpy(m[3], b, 2 * sizeof m[0]);
  memset(b + 2, 0, 8 * sizeof b[0]);
  for (int i = 0; i < 4; i++) memmove(m[i], b, 5 * sizeof m[0][0]);
}
// CHECK: copy_out_of_bounds.c:6:3: error: 'memcpy' here reaches element 16 of 'm' of type 'float [4][4]', past its 16 elements
// CHECK: copy_out_of_bounds.c:7:3: error: 'memset' here reaches element 8 of 'b' of type 'float [8]', past its 8 elements
// CHECK: copy_out_of_bounds.c:8:31: error: 'memmove' here reaches element 4 of a row of 'm' of type 'float [4][4]', past the row's 4 elements (a copy from a row chosen by an index not known before the run stays within that row; copy from the whole array at an offset instead)
// CHECK-NOT: bulk_k
// CHECK: 3 errors generated.
