// The sample samples/edit_distance.c at N = 16.
// DIFFERENTIAL: -DN=16
#include "../../../samples/edit_distance.c"
