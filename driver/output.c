/* output.c: atomic file replacement. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../frontend/ast.h"
#include "../frontend/diag.h"

/* An existing path that is not a regular file (a device such as /dev/null, a pipe): written in
 * place, never replaced (a rename over /dev/null would put a plain file there). */
static bool special_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* The file that a finished output replaces: path, or for a symbolic link the file it names (made
 * if missing), so that the link stays a link, as when a compiler writes through it. */
static char *final_path(const char *path) {
  struct stat st;
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
    char *real = realpath(path, NULL);
    if (real) return real;
    char link[4096];
    ssize_t n = readlink(path, link, sizeof link - 1);
    if (n > 0) { /* a link to a file yet to be made: relative to the link's folder */
      link[n] = 0;
      const char *slash = strrchr(path, '/');
      size_t dir = link[0] != '/' && slash ? (size_t)(slash - path) + 1 : 0;
      char *target = xcalloc(dir + (size_t)n + 1, 1);
      memcpy(target, path, dir);
      strcpy(target + dir, link);
      return target;
    }
  }
  return xstrdup(path);
}

char *output_temp_name(const char *path) {
  if (special_file(path)) { /* not beside a device: /dev is no place for files */
    const char *dir = getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char *name = xcalloc(strlen(dir) + 48, 1);
    sprintf(name, "%s/bulkcc-%ld.tmp", dir, (long)getpid());
    return name;
  }
  char *target = final_path(path);
  char *name = xcalloc(strlen(target) + 32, 1);
  sprintf(name, "%s.tmp%ld", target, (long)getpid());
  free(target);
  return name;
}

static bool write_all(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(data, 1, len, f) == len;
  return (fclose(f) == 0) && ok;
}

/* Copies a finished temporary file into a special file, a block at a time. */
static bool copy_file(const char *from, const char *to) {
  FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
  bool ok = in && out;
  char buf[8192];
  size_t n;
  while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0) ok = fwrite(buf, 1, n, out) == n;
  ok = ok && !ferror(in);
  if (in) fclose(in);
  if (out && fclose(out) != 0) ok = false;
  return ok;
}

bool output_commit(const char *tmp, const char *path) {
  bool ok;
  if (special_file(path)) {
    ok = copy_file(tmp, path);
  } else {
    char *target = final_path(path);
    ok = rename(tmp, target) == 0;
    free(target);
  }
  int err = errno; /* the failure's, for the caller's message */
  remove(tmp);
  errno = err;
  return ok;
}

bool output_write(const char *path, const char *data, size_t len) {
  if (strcmp(path, "-") == 0) {
    bool ok = fwrite(data, 1, len, stdout) == len && fflush(stdout) == 0;
    if (!ok) diag_plain_error("cannot write to standard output: %s", strerror(errno));
    return ok;
  }
  if (special_file(path)) {
    bool ok = write_all(path, data, len);
    if (!ok) diag_plain_error("cannot write '%s': %s", path, strerror(errno));
    return ok;
  }
  char *tmp = output_temp_name(path);
  bool ok = write_all(tmp, data, len) && output_commit(tmp, path);
  if (!ok) {
    diag_plain_error("cannot write '%s': %s", path, strerror(errno));
    remove(tmp);
  }
  free(tmp);
  return ok;
}
