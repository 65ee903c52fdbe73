// tests/Inputs/bool_ops.c: ++ and -- on _Bool, valid C that C++ lacks.
#include "../../Inputs/bool_ops.c"
