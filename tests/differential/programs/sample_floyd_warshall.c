// The sample samples/floyd_warshall.c at N = 16.
// DIFFERENTIAL: -DN=16
#include "../../../samples/floyd_warshall.c"
