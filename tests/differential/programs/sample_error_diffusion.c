// The sample samples/error_diffusion.c at N = 16.
// DIFFERENTIAL: -DN=16
#include "../../../samples/error_diffusion.c"
