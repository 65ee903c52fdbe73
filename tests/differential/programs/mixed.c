// tests/Inputs/gpu/mixed.c (every element size, scalars of several types, helpers, a switch,
// <math.h>), also with the row-wise layout on the CPU target.
// DIFFERENTIAL-ALSO: cpu --layout=row
// DIFFERENTIAL-ALSO: both
#include "../../Inputs/gpu/mixed.c"
