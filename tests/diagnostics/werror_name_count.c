// The closing count counts a warning that -Werror=NAME makes an error once, as an error; under
// -Werror a warning that -Wno-error=NAME keeps is counted as a warning.
// RUN: not %bulkcc --check --allow-gather -Werror=oblivious-index %s 2>&1 | FileCheck %s
// RUN: not %bulkcc --check --allow-gather -Werror -Wno-error=oblivious-loop %s 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: not %bulkcc --check --allow-gather -Werror=oblivious-index -fdiagnostics-format=json %s 2>&1 | FileCheck %s --check-prefix=JSON
static const unsigned char sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
unsigned f(unsigned a, unsigned b, const unsigned char s[4]) {
  unsigned x = sbox[s[0] & 15] + sbox[s[1] & 15];
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a + x;
}
// CHECK: 1 warning and 2 errors generated.
// KEPT: 1 warning and 2 errors generated.
// JSON: "errors": 2,
// JSON-NEXT: "warnings": 1
