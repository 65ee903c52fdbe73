/* output.c: all-or-none replacement of a run's output files, with clean-up on signals. */
#define _XOPEN_SOURCE 700 /* realpath, sigaction */
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../frontend/ast.h"
#include "../frontend/diag.h"

typedef enum OutputKind { TO_FILE, TO_SPECIAL, TO_STDOUT } OutputKind;
/* How far a commit has gone with one output, for undoing it. */
enum { STAGED, BACKED_UP, REPLACED };

typedef struct PendingOutput {
  OutputKind kind;
  const char *path;   /* as the user named it, for messages */
  char *target;       /* TO_FILE: the file replaced (a link's file, so the link stays) */
  char *temp;         /* the new contents, when in a file; NULL for data kept in memory */
  const char *data;   /* TO_STDOUT, or TO_SPECIAL without temp */
  size_t len;
  char *backup;       /* TO_FILE with an old file: a second link to it during the commit */
  bool had_old;       /* the target existed before the commit */
  volatile sig_atomic_t state;
} PendingOutput;

struct OutputSet {
  PendingOutput *volatile items;
  volatile sig_atomic_t count;
  size_t cap;
};

/* Process-wide by nature: a signal handler can only find what it cleans up through these. */
static OutputSet *volatile signal_set;
static volatile sig_atomic_t signal_child;
static struct sigaction previous_actions[3];
static const int cleanup_signals[3] = {SIGINT, SIGTERM, SIGHUP};

volatile sig_atomic_t *output_child_slot(void) { return &signal_child; }

/* Undoes whatever the set has done so far: restores replaced files, removes temporaries and
 * backups. Only async-signal-safe calls, as it also runs in the signal handler. */
static void undo(OutputSet *set) {
  for (int i = 0; i < set->count; i++) {
    PendingOutput *p = &set->items[i];
    if (p->state == REPLACED) {
      if (p->backup) rename(p->backup, p->target);
      else if (!p->had_old) unlink(p->target);
    } else if (p->state == BACKED_UP) {
      unlink(p->backup);
    }
    p->state = STAGED;
    if (p->temp) unlink(p->temp);
  }
}

static void on_signal(int sig) {
  pid_t child = (pid_t)signal_child;
  if (child > 0) { /* cpp could otherwise write its dependency file after the clean-up */
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
  }
  if (signal_set) undo(signal_set);
  signal(sig, SIG_DFL);
  raise(sig); /* delivered on return: the process ends as the signal says */
}

static void block_signals(sigset_t *old) {
  sigset_t all;
  sigemptyset(&all);
  for (int i = 0; i < 3; i++) sigaddset(&all, cleanup_signals[i]);
  sigprocmask(SIG_BLOCK, &all, old);
}

static void watch_signals(OutputSet *set) {
  signal_set = set;
  for (int i = 0; i < 3; i++) {
    struct sigaction act;
    memset(&act, 0, sizeof act);
    sigaction(cleanup_signals[i], NULL, &previous_actions[i]);
    if (previous_actions[i].sa_handler == SIG_IGN) continue; /* nohup, a background job: keep it so */
    act.sa_handler = on_signal;
    sigfillset(&act.sa_mask);
    sigaction(cleanup_signals[i], &act, NULL);
  }
}

static void unwatch_signals(void) {
  for (int i = 0; i < 3; i++) sigaction(cleanup_signals[i], &previous_actions[i], NULL);
  signal_set = NULL;
}

OutputSet *output_set_new(void) {
  OutputSet *set = xcalloc(1, sizeof *set);
  watch_signals(set);
  return set;
}

static PendingOutput *add(OutputSet *set, PendingOutput item) {
  sigset_t old;
  block_signals(&old); /* the handler never sees a half-grown list */
  set->items = grow_array(set->items, &set->cap, (size_t)set->count + 1, sizeof *set->items, "the list of outputs");
  set->items[set->count] = item;
  PendingOutput *p = &set->items[set->count];
  set->count++;
  sigprocmask(SIG_SETMASK, &old, NULL);
  return p;
}

bool output_is_special(const char *path) {
  struct stat st;
  return strcmp(path, "-") != 0 && stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

/* The target of link path, made absolute from the link's folder when relative; NULL if path is
 * no link. The buffer grows with the link's length. */
static char *link_target(const char *path) {
  size_t cap = 0;
  char *buf = NULL;
  for (size_t need = 256;; need = cap + 1) { /* a link that fills the buffer may be longer */
    buf = grow_array(buf, &cap, need, 1, "a symbolic link's target");
    ssize_t n = readlink(path, buf, cap);
    if (n < 0) {
      free(buf);
      return NULL;
    }
    if ((size_t)n < cap) {
      const char *slash = strrchr(path, '/');
      size_t dir = buf[0] != '/' && slash ? (size_t)(slash - path) + 1 : 0;
      char *target = xcalloc(dir + (size_t)n + 1, 1);
      memcpy(target, path, dir);
      memcpy(target + dir, buf, (size_t)n);
      free(buf);
      return target;
    }
  }
}

/* The file that a finished output replaces: path, or for a symbolic link the file it names (made
 * if missing), so that the link stays a link, as when a compiler writes through it. NULL with
 * errno ELOOP for a chain of links longer than the system's own limit for following them. */
enum { MAX_LINK_HOPS = 40 }; /* Linux's MAXSYMLINKS */
static char *final_path(const char *path) {
  struct stat st;
  char *current = xstrdup(path);
  /* follows a chain of links to a file yet to be made; realpath does it when the file exists */
  for (int hops = 0; lstat(current, &st) == 0 && S_ISLNK(st.st_mode); hops++) {
    char *next = realpath(current, NULL);
    if (next) {
      free(current);
      return next;
    }
    if (hops == MAX_LINK_HOPS || !(next = link_target(current))) {
      free(current);
      errno = ELOOP;
      return NULL;
    }
    free(current);
    current = next;
  }
  return current;
}

enum { MAX_TEMP_NAMES = 1000 }; /* names tried for one temporary or backup before giving up */

/* Why path's temporary could not be made: errno's words, or the limit on names tried. */
static void report_no_temp(const char *path) {
  if (errno == EEXIST)
    diag_plain_error("cannot write '%s': %d temporary file names beside it are all taken", path, MAX_TEMP_NAMES);
  else
    diag_plain_error("cannot write '%s': %s", path, strerror(errno));
}

/* A new, empty file named after base, whose name no other file has; NULL with errno set. */
static char *reserve_temp(const char *base, int *fd_out) {
  char *name = xcalloc(strlen(base) + 64, 1);
  for (unsigned attempt = 0;; attempt++) {
    if (attempt == 0) sprintf(name, "%s.tmp%ld", base, (long)getpid());
    else sprintf(name, "%s.tmp%ld.%u", base, (long)getpid(), attempt);
    int fd = open(name, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd >= 0) {
      if (fd_out) *fd_out = fd;
      else close(fd);
      return name;
    }
    if (errno != EEXIST || attempt >= MAX_TEMP_NAMES) {
      free(name);
      return NULL;
    }
  }
}

/* A temporary for path: beside the file it replaces, so the rename stays on one file system;
 * for a device or pipe, in TMPDIR (/dev is no place for files). */
static char *temp_for(const char *path, int *fd_out) {
  if (output_is_special(path)) {
    const char *dir = getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
    char *base = xcalloc(strlen(dir) + 16, 1);
    sprintf(base, "%s/bulkcc", dir);
    char *name = reserve_temp(base, fd_out);
    free(base);
    return name;
  }
  char *target = final_path(path);
  if (!target) return NULL;
  char *name = reserve_temp(target, fd_out);
  free(target);
  return name;
}

static bool write_fd(int fd, const char *data, size_t len) {
  while (len > 0) {
    ssize_t n = write(fd, data, len);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data += n;
    len -= (size_t)n;
  }
  return true;
}

bool output_stage(OutputSet *set, const char *path, const char *data, size_t len) {
  if (strcmp(path, "-") == 0) {
    add(set, (PendingOutput){.kind = TO_STDOUT, .path = path, .data = data, .len = len});
    return true;
  }
  if (output_is_special(path)) { /* written in place at the commit; nothing to undo */
    add(set, (PendingOutput){.kind = TO_SPECIAL, .path = path, .data = data, .len = len});
    return true;
  }
  int fd = -1;
  char *temp = temp_for(path, &fd);
  if (!temp) {
    report_no_temp(path);
    return false;
  }
  PendingOutput *p = add(set, (PendingOutput){.kind = TO_FILE, .path = path, .target = final_path(path), .temp = temp});
  bool ok = write_fd(fd, data, len);
  int err = errno;
  if (close(fd) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (!ok) diag_plain_error("cannot write '%s': %s", p->path, strerror(err));
  return ok;
}

const char *output_stage_external(OutputSet *set, const char *path) {
  bool special = output_is_special(path);
  char *temp = temp_for(path, NULL);
  if (!temp) {
    report_no_temp(path);
    return NULL;
  }
  PendingOutput *p = add(set, (PendingOutput){.kind = special ? TO_SPECIAL : TO_FILE, .path = path,
                                              .target = special ? NULL : final_path(path), .temp = temp});
  return p->temp;
}

/* Writes one output that is written in place (standard output, a device, a pipe). */
static bool write_in_place(const PendingOutput *p) {
  if (p->kind == TO_STDOUT) {
    fflush(stdout);
    bool ok = write_fd(STDOUT_FILENO, p->data, p->len);
    if (!ok) diag_plain_error("cannot write to standard output: %s", strerror(errno));
    return ok;
  }
  int out = open(p->path, O_WRONLY | O_TRUNC);
  bool ok = out >= 0;
  if (ok && !p->temp) ok = write_fd(out, p->data, p->len);
  if (ok && p->temp) { /* a file cpp wrote: copied a block at a time */
    int in = open(p->temp, O_RDONLY);
    ok = in >= 0;
    char buf[8192];
    ssize_t n = 0;
    while (ok && (n = read(in, buf, sizeof buf)) != 0) {
      if (n < 0 && errno == EINTR) continue;
      ok = n > 0 && write_fd(out, buf, (size_t)n);
    }
    if (in >= 0) close(in);
  }
  int err = errno;
  if (out >= 0 && close(out) != 0 && ok) {
    ok = false;
    err = errno;
  }
  if (!ok) diag_plain_error("cannot write '%s': %s", p->path, strerror(err));
  return ok;
}

static void free_set(OutputSet *set) {
  unwatch_signals();
  for (int i = 0; i < set->count; i++) {
    free(set->items[i].target);
    free(set->items[i].temp);
    free(set->items[i].backup);
  }
  free(set->items);
  free(set);
}

void output_discard(OutputSet *set) {
  sigset_t old;
  block_signals(&old);
  undo(set);
  sigprocmask(SIG_SETMASK, &old, NULL);
  free_set(set);
}

/* A second link to target, so that a commit that fails later can put the old file back. No
 * backup (NULL) where the file system has no hard links: the commit then goes on without one. */
static char *backup_of(const char *target) {
  char *name = xcalloc(strlen(target) + 64, 1);
  for (unsigned attempt = 0; attempt < MAX_TEMP_NAMES; attempt++) {
    sprintf(name, "%s.old%ld.%u", target, (long)getpid(), attempt);
    if (link(target, name) == 0) return name;
    if (errno != EEXIST) break;
  }
  free(name);
  return NULL;
}

bool output_commit(OutputSet *set) {
  bool ok = true;
  /* in place first (a pipe may wait for its reader, so with signals still on): what cannot be
   * undone goes before anything that could still fail */
  for (int i = 0; ok && i < set->count; i++)
    if (set->items[i].kind != TO_FILE) ok = write_in_place(&set->items[i]);
  sigset_t old;
  block_signals(&old); /* a signal waits until every file is replaced or restored */
  for (int i = 0; ok && i < set->count; i++) {
    PendingOutput *p = &set->items[i];
    if (p->kind != TO_FILE) continue;
    struct stat st;
    p->had_old = lstat(p->target, &st) == 0;
    if (p->had_old && S_ISREG(st.st_mode)) {
      p->backup = backup_of(p->target);
      if (p->backup) p->state = BACKED_UP;
    }
  }
  for (int i = 0; ok && i < set->count; i++) {
    PendingOutput *p = &set->items[i];
    if (p->kind != TO_FILE) continue;
    if (rename(p->temp, p->target) != 0) {
      diag_plain_error("cannot write '%s': %s", p->path, strerror(errno));
      ok = false;
      break;
    }
    p->state = REPLACED;
  }
  if (ok) {
    for (int i = 0; i < set->count; i++) {
      PendingOutput *p = &set->items[i];
      if (p->backup) unlink(p->backup);
      if (p->temp && p->kind != TO_FILE) unlink(p->temp);
    }
    set->count = 0; /* nothing left to undo */
  } else {
    undo(set);
  }
  sigprocmask(SIG_SETMASK, &old, NULL);
  free_set(set);
  return ok;
}

/* path's canonical name for a file that may not exist yet: the link followed, the folder
 * resolved; NULL where the folder cannot be resolved either. */
static char *canonical_name(const char *path) {
  char *target = final_path(path);
  if (!target) return NULL;
  char *real = realpath(target, NULL);
  if (real) {
    free(target);
    return real;
  }
  char *slash = strrchr(target, '/');
  const char *base = slash ? slash + 1 : target;
  if (slash) *slash = 0;
  char *dir = realpath(slash ? (*target ? target : "/") : ".", NULL);
  char *name = NULL;
  if (dir) {
    name = xcalloc(strlen(dir) + strlen(base) + 2, 1);
    sprintf(name, "%s/%s", dir, base);
    free(dir);
  }
  free(target);
  return name;
}

bool output_same_file(const char *a, const char *b) {
  if (strcmp(a, "-") == 0 || strcmp(b, "-") == 0) return false;
  struct stat sa, sb;
  bool has_a = stat(a, &sa) == 0, has_b = stat(b, &sb) == 0;
  if (has_a && has_b) return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  if (has_a || has_b) return false;
  char *ca = canonical_name(a), *cb = canonical_name(b);
  bool same = ca && cb ? strcmp(ca, cb) == 0 : strcmp(a, b) == 0;
  free(ca);
  free(cb);
  return same;
}
