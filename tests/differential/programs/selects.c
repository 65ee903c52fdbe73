// tests/Inputs/gpu/selects.c: selects on data, with NaNs in play.
#include "../../Inputs/gpu/selects.c"
