// The sample samples/opt.c at N = 16, also with the row-wise layout on both CPU paths.
// DIFFERENTIAL: -DN=16
// DIFFERENTIAL-ALSO: emulate --layout=row
// DIFFERENTIAL-ALSO: cpu --layout=row
// DIFFERENTIAL-ALSO: both
#include "../../../samples/opt.c"
