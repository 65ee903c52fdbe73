// Integer constant expressions fold as C says (frontend/types.c, as the evaluator computes): the
// operands are converted to their common type before the operation, -1u is UINT_MAX, a shift
// takes its left operand's promoted type. Each pair of labels below is one value, as gcc also
// finds (the first two pairs were once folded in 64-bit arithmetic: -1 / 2u gave 0xffffffff).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
// RUN: not gcc -std=c11 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=GCC
int f(unsigned u[2], int s[2]) {
  switch (u[0]) { case -1 / 2u: u[1] = 1; break; case 0x7fffffffu: u[1] = 2; break; }
// CHECK: constant_folding.c:[[@LINE-1]]:50: error: duplicate case value
  switch (u[0]) { case -1u / 2: u[1] = 1; break; case 2147483647: u[1] = 2; break; }
// CHECK: constant_folding.c:[[@LINE-1]]:50: error: duplicate case value
  switch (s[0]) { case (unsigned char)255 + 1: s[1] = 1; break; case 256: s[1] = 2; break; }
// CHECK: constant_folding.c:[[@LINE-1]]:65: error: duplicate case value
  switch (s[0]) { case -8 >> 1u: s[1] = 1; break; case -4: s[1] = 2; break; }
// CHECK: constant_folding.c:[[@LINE-1]]:51: error: duplicate case value
  switch (s[0]) { case -1 < 1u: s[1] = 1; break; case 0: s[1] = 2; break; }
// CHECK: constant_folding.c:[[@LINE-1]]:50: error: duplicate case value
  switch (s[0]) { case 7 % -1: s[1] = 1; break; case -(5 / 5): s[1] = 2; break; case 0: break; }
// CHECK: constant_folding.c:[[@LINE-1]]:81: error: duplicate case value
  return 0;
}
// GCC-COUNT-6: error: duplicate case value
