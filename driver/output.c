/* output.c: atomic file replacement. */
#define _POSIX_C_SOURCE 200809L
#include "output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../frontend/ast.h"
#include "../frontend/diag.h"

char *output_temp_name(const char *path) {
  char *name = xcalloc(strlen(path) + 32, 1);
  sprintf(name, "%s.tmp%ld", path, (long)getpid());
  return name;
}

bool output_write(const char *path, const char *data, size_t len) {
  if (strcmp(path, "-") == 0) {
    bool ok = fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0;
    if (!ok) diag_plain_error("cannot write to standard output: %s", strerror(errno));
    return ok;
  }
  char *tmp = output_temp_name(path);
  FILE *f = fopen(tmp, "wb");
  if (!f) {
    diag_plain_error("cannot write '%s': %s", path, strerror(errno));
    return false;
  }
  bool ok = fwrite(data, 1, len, f) == len;
  ok = (fclose(f) == 0) && ok;
  if (ok && rename(tmp, path) != 0) {
    diag_plain_error("cannot write '%s': %s", path, strerror(errno));
    ok = false;
  } else if (!ok) {
    diag_plain_error("cannot write '%s': %s", path, strerror(errno));
  }
  if (!ok) remove(tmp);
  free(tmp);
  return ok;
}
