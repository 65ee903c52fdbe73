// Pointers to pointers and arrays of pointers are refused, each with the rewrite: rows of a fixed
// shape in one array (`T (*m)[N]`, accepted: tests/differential/programs/pointer_to_rows.c), or
// the arrays passed one by one. An entry's pointer to rows needs the rows' count.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
static float mix(const float *const *in, int n);
float stereo(const float left[8], const float right[8]) {
  const float *chans[2] = {left, right};
// CHECK: pointers_to_pointers.c:[[@LINE-1]]:16: error: variable 'chans' is an array of pointers: bulk code has pointers as variables of their own
  return mix(chans, 8);
}
float rows_entry(const float (*rows)[4]) { return rows[1][2]; }
// CHECK: pointers_to_pointers.c:[[@LINE-1]]:32: error: array 'rows' needs a constant size in every dimension
// CHECK: pointers_to_pointers.c:[[@LINE-2]]:32: note: an entry's array of rows (a pointer to rows, 'T (*rows)[N]', or 'T rows[][N]') is one array per instance: give the rows' count, as in 'T rows[ROWS][N]'
static float mix(const float *const *in, int n) { float s = 0; for (int i = 0; i < n; i++) s += in[0][i] + in[1][i]; return s; }
// CHECK: pointers_to_pointers.c:[[@LINE-1]]:38: error: parameter 'in' is a pointer to pointers: bulk code passes arrays, not arrays of pointers; take the rows as one array of a fixed shape ('T (*in)[N]' or 'T in[K][N]'), or each array as a parameter of its own
