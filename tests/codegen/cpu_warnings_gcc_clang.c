// The CPU code compiles without a warning under gcc and clang with -Wall -Wextra -Werror: an
// entry of scalars alone declares no per-thread scratch (`unused variable 'bulk_t'` and
// 'bulk_threads'), and clang's `loop not vectorized` for an `omp simd` loop it keeps scalar
// (a warning even without -Wall) is not the user's concern. Both layouts; clang in
// cpu_warnings_clang.test.
// RUN: %bulkcc --target=cpu %s -o %t.c
// RUN: cc -std=c11 -O3 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t.c -o %t-gcc.o
// RUN: %bulkcc --target=cpu --layout=row %s -o %t-row.c
// RUN: cc -std=c11 -O3 -fopenmp -Wall -Wextra -Werror -I%runtime -c %t-row.c -o %t-row-gcc.o
// RUN: FileCheck %s < %t.c
#include <math.h>
int add(int x, int y) { return x * y + 3; }
double remainders(double a[16], int k) {
  double s = 0;
  for (int i = 0; i < 16; i++) {
    if (a[i] > 0) s = s + fmod(a[i], 3.0) / (k + 2000);
    else s = s - a[(i * 7) % 16];
  }
  return s;
}
// CHECK: #pragma clang diagnostic ignored "-Wpass-failed"
// CHECK: int add_bulk_cpu(
// CHECK-NOT: {{bulk_t |bulk_threads}}
// CHECK: return bulk_run_end(&run, timing);
