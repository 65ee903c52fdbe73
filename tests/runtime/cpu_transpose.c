// The CPU runtime's transpositions (tiles in vector registers, edges element by element) against
// a plain loop: the chunk moves of --target=cpu for every element size and for shapes around the
// tile sizes, with the rows at every alignment, and the whole-array moves, with and without OpenMP, with the vector
// widths of SSE2, AVX2 and this machine. Cells outside the moved block must stay as they were.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cc -O2 -Wall -Wextra -Werror -I%runtime %s %runtime/bulk_cpu.c -o %t/sse2
// RUN: %t/sse2 | FileCheck %s
// RUN: cc -O2 -fopenmp -Wall -Wextra -Werror -I%runtime %s %runtime/bulk_cpu.c -o %t/openmp
// RUN: %t/openmp | FileCheck %s
// RUN: if cc -mavx2 -E -x c /dev/null >/dev/null 2>&1 && grep -q avx2 /proc/cpuinfo; then cc -O2 -mavx2 -I%runtime %s %runtime/bulk_cpu.c -o %t/avx2 && %t/avx2; else echo "0 mismatches"; fi | FileCheck %s
// RUN: cc -O3 -march=native -I%runtime %s %runtime/bulk_cpu.c -o %t/native
// RUN: %t/native | FileCheck %s
// CHECK: 0 mismatches
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BULK_CPU 1  // the CPU runtime's declarations
#include "bulk_runtime.h"

static const unsigned char FILL = 0xa5;
static long mismatches, cases;

// Element e of instance l, as bytes of `size`: distinct for every (l, e) at 2 bytes and up.
static void put(unsigned char *at, size_t size, size_t l, size_t e) {
  uint64_t v = (l * 1000003u + e * 7919u + 1) * 0x9e3779b97f4a7c15ull;
  memcpy(at, &v, size);
}

static void expect(const unsigned char *got, const unsigned char *want, size_t size, const char *what, size_t a,
                   size_t b) {
  if (memcmp(got, want, size) != 0 && mismatches++ < 10) fprintf(stderr, "mismatch: %s at %zu, %zu\n", what, a, b);
}

// rows: n instances of elems; columns: elems rows of `chunk` lanes, lanes n.. left as they were;
// back: the rows again, `shift` bytes into a buffer
static void chunk_case(size_t size, size_t n, size_t chunk, size_t elems, size_t shift) {
  unsigned char *rows = malloc(n * elems * size), *columns = malloc(chunk * elems * size),
                *buffer = aligned_alloc(64, (n * elems * size + 191) / 64 * 64), want[8], fill[8];  // C11: a multiple of 64
  unsigned char *back = buffer + shift;
  memset(fill, FILL, sizeof fill);
  for (size_t l = 0; l < n; l++)
    for (size_t e = 0; e < elems; e++) put(rows + (l * elems + e) * size, size, l, e);
  memset(columns, FILL, chunk * elems * size);
  bulk_cpu_chunk_in(columns, rows, n, chunk, elems, size);
  for (size_t e = 0; e < elems; e++)
    for (size_t l = 0; l < chunk; l++) {
      if (l < n) put(want, size, l, e);
      expect(columns + (e * chunk + l) * size, l < n ? want : fill, size, "chunk in", l, e);
    }
  memset(buffer, FILL, n * elems * size + 128);
  bulk_cpu_chunk_out(back, columns, n, chunk, elems, size);
  for (size_t i = 0; i < n * elems; i++) expect(back + i * size, rows + i * size, size, "chunk out", i, shift);
  for (size_t i = 0; i < shift; i++) expect(buffer + i, fill, 1, "chunk out before the start", i, shift);
  expect(back + n * elems * size, fill, 1, "chunk out past the end", n, elems);
  cases++;
  free(rows);
  free(columns);
  free(buffer);
}

static void whole_case(size_t size, size_t p, size_t elems) {
  unsigned char *rows = malloc(p * elems * size), *back = malloc(p * elems * size), want[8];
  for (size_t l = 0; l < p; l++)
    for (size_t e = 0; e < elems; e++) put(rows + (l * elems + e) * size, size, l, e);
  bulk_run run;
  bulk_run_begin(&run);
  unsigned char *columns = bulk_run_alloc(&run, p, elems, size);
  if (!columns) {
    fprintf(stderr, "allocation failed\n");
    exit(1);
  }
  bulk_run_to_columns(&run, columns, rows, p, elems, size, NULL);
  for (size_t e = 0; e < elems; e++)
    for (size_t l = 0; l < p; l++) {
      put(want, size, l, e);
      expect(columns + (e * p + l) * size, want, size, "to columns", l, e);
    }
  memset(back, FILL, p * elems * size);
  bulk_run_from_columns(&run, back, columns, p, elems, size, NULL);
  for (size_t i = 0; i < p * elems; i++) expect(back + i * size, rows + i * size, size, "from columns", i, 0);
  if (bulk_run_end(&run, NULL) != 0) mismatches++;
  cases++;
  free(rows);
  free(back);
}

int main(void) {
  const size_t sizes[] = {1, 2, 4, 8}, ns[] = {1, 2, 3, 4, 7, 8, 15, 16, 17, 31, 32, 33, 64};
  const size_t elems[] = {1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 32, 33, 64, 100};
  for (size_t s = 0; s < 4; s++)
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++)
      for (size_t k = 0; k < sizeof elems / sizeof elems[0]; k++) {
        size_t n = ns[i], size = sizes[s];
        chunk_case(size, n, n + 5, elems[k], 0);
        chunk_case(size, n, 128, elems[k], 0);
        for (size_t shift = 0; shift < 64; shift += size < 8 ? 8 : size) chunk_case(size, n, n, elems[k], shift);
      }
  const size_t ps[] = {1, 13, 255, 256, 257, 1000}, whole_elems[] = {1, 3, 16, 17, 300};
  for (size_t s = 0; s < 4; s++)
    for (size_t i = 0; i < sizeof ps / sizeof ps[0]; i++)
      for (size_t k = 0; k < sizeof whole_elems / sizeof whole_elems[0]; k++) whole_case(sizes[s], ps[i], whole_elems[k]);
  printf("%ld cases, %ld mismatches\n", cases, mismatches);
  return mismatches != 0;
}
