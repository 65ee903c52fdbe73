// A pointer variable set to one of several arrays cannot be copied into another pointer variable,
// in its declaration or by assignment: the copy would know only the first array, and read it
// whichever the first points into. Each is refused, naming both.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
void declared(const float a[8], const float b[8], float out[8]) {
  for (int k = 0; k < 3; k++) {
    const float *c = a;
    if (k) c = b;
    const float *d = c + 1;
// CHECK: pointer_copied_from_several.c:[[@LINE-1]]:24: error: pointer variable 'd' is set from 'c', which points into one of several arrays; set it from the arrays themselves, as 'c' is
    for (int i = 0; i < 7; i++) out[i] += d[i];
  }
}
void assigned(const float a[8], const float b[8], float out[8]) {
  for (int k = 0; k < 3; k++) {
    const float *c = k ? b : a;
    const float *e = a;
    e = k > 1 ? a : c;
// CHECK: pointer_copied_from_several.c:[[@LINE-1]]:21: error: pointer variable 'e' is set from 'c', which points into one of several arrays; set it from the arrays themselves, as 'c' is
    c = c + 1; /* the pointer itself moves: its integer keeps saying which */
    for (int i = 0; i < 7; i++) out[i] += e[i] + c[i];
  }
}
