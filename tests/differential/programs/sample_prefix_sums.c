// The sample samples/prefix_sums.c at N = 64, also with the row-wise layout through the CUDA code.
// DIFFERENTIAL: -DN=64
// DIFFERENTIAL-ALSO: emulate --layout=row
#include "../../../samples/prefix_sums.c"
