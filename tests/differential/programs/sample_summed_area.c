// The sample samples/summed_area.c at N = 16.
// DIFFERENTIAL: -DN=16
#include "../../../samples/summed_area.c"
