/* output.h: writes files all at once, so a failed run never leaves a partial or clobbered file. */
#ifndef BULKCC_OUTPUT_H
#define BULKCC_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

/* Writes data to path through a temporary file and a rename; "-" means standard output. A device
 * or pipe (/dev/null) is written in place; a symbolic link stays one, its file replaced. */
bool output_write(const char *path, const char *data, size_t len);
/* A temporary file name beside the file path names, for a file another program (cpp) writes. */
char *output_temp_name(const char *path);
/* Puts the finished temporary file tmp in path's place, as output_write does; removes tmp. */
bool output_commit(const char *tmp, const char *path);

#endif
