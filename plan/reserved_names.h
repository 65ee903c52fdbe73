/* reserved_names.h: names user code cannot keep in emitted code (reserved_names.c). */
#ifndef BULKCC_RESERVED_NAMES_H
#define BULKCC_RESERVED_NAMES_H

#include <stdbool.h>

/* Names the emitted code or what it includes gives a meaning to (plan/names.c avoids them). */
bool reserved_name(const char *name);
bool reserved_prefix(const char *name); /* bulk..., BULK..., __... */
/* The wish for a reserved name's spelling: a keyword gets a '_' after it, a name with a reserved
 * prefix "u_" before it (so it keeps no such prefix). */
const char *escaped_name(const char *name);
/* A C++ keyword (new, class, this, and, ...), which C allows as a struct member's name. */
bool cxx_keyword(const char *name);
/* A function of C's library (<math.h>'s with their f and l forms, and the others the emitted
 * code's headers declare): C reserves its external name. */
bool c_library_function(const char *name);

#endif
