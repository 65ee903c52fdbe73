// The sample samples/bitonic_sort.c at N = 16.
// DIFFERENTIAL: -DN=16
#include "../../../samples/bitonic_sort.c"
