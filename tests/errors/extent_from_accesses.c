// A pointer or unsized array parameter of an entry takes its extent from its accesses only where
// the evaluation sees every one: not past an index on data, not where uniform values left open
// (not given as LO..HI) choose the elements, not for a parameter no access reaches. Given values
// are each evaluated, and the extent is the most they reach. --extent states it instead.
// RUN: not %bulkcc --check --allow-gather -w --entry gather %s 2>&1 | FileCheck %s --check-prefix=GATHER
// RUN: not %bulkcc --check --entry sized --uniform n %s 2>&1 | FileCheck %s --check-prefix=UNIFORM
// RUN: %bulkcc --check --entry sized --uniform n --extent a=16 --report %s | FileCheck %s --check-prefix=GIVEN
// RUN: %bulkcc --check --entry sized --uniform n=0..12 --report %s | FileCheck %s --check-prefix=VALUES
// RUN: not %bulkcc --check --entry unused %s 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not %bulkcc --check --entry sized --uniform n --extent k=4 %s 2>&1 | FileCheck %s --check-prefix=NOTPTR
// RUN: not %bulkcc --check --entry sized --extent a %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not %bulkcc --check --entry sized --extent a=0 %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
float gather(const float *a, const int k[1]) { return a[k[0] & 7]; }
float sized(int n, const float *a) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
float unused(const float *a, const float b[2]) { return b[0] + b[1]; }
// GATHER: extent_from_accesses.c:13:27: error: the extent of 'a' cannot be taken from its accesses: an access's index is not known before the run; give its elements per instance with --extent a=N
// UNIFORM: extent_from_accesses.c:14:33: error: the extent of 'a' cannot be taken from its accesses: the uniform parameters' values choose which elements are reached (give their values as LO..HI, at most 256 of them, or the extent); give its elements per instance with --extent a=N
// GIVEN: parameter n {{.*}} uniform: one value for every instance, 0..16, the most with every access of a
// GIVEN: parameter a {{.*}}const float [16] {{.*}}input, extent given
// VALUES: parameter a {{.*}}const float [12] {{.*}}input, extent: the elements its accesses reach
// UNUSED: extent_from_accesses.c:19:27: error: the extent of 'a' cannot be taken from its accesses: no access reaches it; give its elements per instance with --extent a=N
// NOTPTR: bulkcc: error: --extent k: no entry has a pointer or unsized array parameter of that name
// SYNTAX: bulkcc: error: '--extent a{{(=0)?}}': expected NAME=N, with N elements from 1 to 2^31
