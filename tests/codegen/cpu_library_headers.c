// The CPU file declares the C library functions a translation may call (abs, labs, llabs from
// <stdlib.h>, beside <math.h>'s): it compiles with -Werror, no implicit declaration.
// RUN: %bulkcc --target=cpu %s -o %t_bulk.c
// RUN: cc -std=c11 -Wall -Wextra -Werror -fopenmp -I%runtime -c %t_bulk.c -o %t.o
// RUN: FileCheck %s < %t_bulk.c
// CHECK: #include <stdlib.h>
// CHECK: abs(
#include <math.h>
#include <stdlib.h>
void magnitudes(const int a[16], const long b[16], const long long c[16], long long out[16]) {
  for (int i = 0; i < 16; i++) out[i] = abs(a[i]) + labs(b[i]) + llabs(c[i]) + (long long)fabs((double)a[i]);
}
