// The sample samples/prefix_sums.c at N = 64, also with the row-wise layout through the CUDA code.
// DIFFERENTIAL: -DN=64
// DIFFERENTIAL-ALSO: emulate --layout=row
#include "../../../samples/prefix_sums.c"
// With --reassociate the team form adds each round's 32 values as a tree: on the GPU the sums
// round otherwise, and compare within the tolerance the option states.
// DIFFERENTIAL-ALSO: cuda --reassociate
// DIFFERENTIAL-ALSO: emulate --reassociate
