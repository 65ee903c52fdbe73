// A table lookup on data, rewritten as a scan of the whole table.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
static const int sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
int lookup(int key) {
  int r = 0;
  for (int i = 0; i < 16; i++) r = (i == (key & 15)) ? sbox[i] : r;
  return r;
}
