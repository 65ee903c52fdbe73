/* output.h: writes files all at once, so a failed run never leaves a partial or clobbered file. */
#ifndef BULKCC_OUTPUT_H
#define BULKCC_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

/* Writes data to path through a temporary file and a rename; "-" means standard output. */
bool output_write(const char *path, const char *data, size_t len);
/* A temporary file name beside path, for a file another program (cpp) writes. */
char *output_temp_name(const char *path);

#endif
