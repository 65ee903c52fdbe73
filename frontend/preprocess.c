/* preprocess.c: runs cpp as a child process and reads its output through a pipe. */
#define _POSIX_C_SOURCE 200809L
#include "preprocess.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ast.h"
#include "diag.h"

/* cpp's argument list, grown as it fills: every -D, -U, -I and word of --cpp is passed on. */
typedef struct ArgList {
  char **argv;
  size_t count, cap;
} ArgList;

static void arg_push(ArgList *args, char *arg) {
  /* room for the NULL that ends it */
  args->argv = grow_array(args->argv, &args->cap, args->count + 2, sizeof *args->argv, "the preprocessor's arguments");
  args->argv[args->count++] = arg;
  args->argv[args->count] = NULL;
}

/* Splits --cpp's command on blanks, as a Makefile's $(CPP) would be. */
static void split_command(ArgList *args, const char *cmd) {
  char *copy = xstrdup(cmd);
  for (char *tok = strtok(copy, " \t"); tok; tok = strtok(NULL, " \t")) arg_push(args, tok);
}

/* ---- cpp's messages as diagnostics ---------------------------------------------------------- */

/* "FILE:LINE:COL", "FILE:LINE" or "FILE" (a program's name): the location, col 0 when absent. */
static SrcLoc parse_location(char *where) {
  SrcLoc loc = {0};
  int numbers[2] = {0, 0}, found = 0;
  while (found < 2) {
    char *colon = strrchr(where, ':');
    if (!colon || !colon[1]) break;
    char *p = colon + 1;
    while (isdigit((unsigned char)*p)) p++;
    if (*p) break; /* not a number: part of the file name */
    numbers[found++] = atoi(colon + 1);
    *colon = 0;
  }
  if (found == 0) return loc; /* a program's name, such as cc1 */
  loc.file = intern(where);
  loc.line = found == 2 ? numbers[1] : numbers[0];
  loc.col = found == 2 ? numbers[0] : 0;
  return loc;
}

/* "In file included from FILE:LINE:COL," and its "                 from FILE:LINE:" lines:
 * notes for the next message, as where it was included from. */
typedef struct IncludeChain {
  SrcLoc *locs;
  size_t count, cap;
} IncludeChain;

static bool include_line(IncludeChain *chain, char *line) {
  static const char in_file[] = "In file included from ";
  char *p = line;
  if (strncmp(p, in_file, sizeof in_file - 1) == 0) {
    p += sizeof in_file - 1;
  } else {
    while (*p == ' ') p++;
    if (p == line || strncmp(p, "from ", 5) != 0) return false;
    p += 5;
  }
  size_t n = strlen(p);
  while (n && (p[n - 1] == ':' || p[n - 1] == ',')) p[--n] = 0;
  chain->locs = grow_array(chain->locs, &chain->cap, chain->count + 1, sizeof *chain->locs,
                           "the chain of includes in the preprocessor's messages");
  chain->locs[chain->count++] = parse_location(p);
  return true;
}

/* A quoted source line or caret line ("    3 | #include ...", "      |   ^~~"), or cpp's
 * closing words: nothing a document needs, as the location says it. */
static bool decoration_line(const char *line) {
  const char *p = line;
  while (*p == ' ') p++;
  while (isdigit((unsigned char)*p)) p++;
  while (*p == ' ') p++;
  return *p == '|' || strcmp(line, "compilation terminated.") == 0 || !*line;
}

/* The input as a location of its own, for a message about all of it: "<stdin>" for '-', as cpp
 * names it. */
static SrcLoc input_location(const char *input) {
  return (SrcLoc){intern(strcmp(input, "-") == 0 ? "<stdin>" : input), 0, 0};
}

static void report_message(char *line, SrcLoc input, IncludeChain *chain, bool *have_previous) {
  static const struct {
    const char *marker;
    int severity; /* 0 error, 1 warning, 2 note */
  } kinds[] = {{": fatal error: ", 0}, {": error: ", 0}, {": warning: ", 1}, {": note: ", 2}};
  char *found = NULL;
  int kind = 0;
  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
    char *at = strstr(line, kinds[k].marker);
    if (at && (!found || at < found)) {
      found = at;
      kind = (int)k;
    }
  }
  if (!found) { /* a line of a form not known: kept, with the message before it, or as the input's */
    if (*have_previous) diag_note(input, "%s", line);
    else diag_warning_rule(input, RULE_PREPROCESSOR, "%s", line);
    *have_previous = true;
    return;
  }
  *found = 0;
  const char *message = found + strlen(kinds[kind].marker);
  SrcLoc loc = parse_location(line);
  if (!loc.file) loc = input; /* "cc1: error: ...": about the input, the file cpp was given */
  if (kinds[kind].severity == 0) diag_error_rule(loc, RULE_PREPROCESSOR, "%s", message);
  else if (kinds[kind].severity == 1) diag_warning_rule(loc, RULE_PREPROCESSOR, "%s", message);
  else diag_note(loc, "%s", message);
  if (kinds[kind].severity != 2)
    for (size_t i = 0; i < chain->count; i++) diag_note(chain->locs[i], "in the file included from here");
  chain->count = 0;
  *have_previous = true;
}

/* Turns what cpp wrote on its standard error (in messages) into diagnostics. */
static void report_messages(FILE *messages, const char *input) {
  IncludeChain chain = {0};
  bool have_previous = false;
  size_t cap = 0;
  char *line = NULL;
  ssize_t n;
  rewind(messages);
  while ((n = getline(&line, &cap, messages)) >= 0) {
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    if (decoration_line(line) || include_line(&chain, line)) continue;
    report_message(line, input_location(input), &chain, &have_previous);
  }
  /* getline stops at the end, or when it fails (no memory for a long line): then say so, rather
   * than drop the rest of cpp's messages without a word */
  if (!feof(messages))
    diag_plain_error("cannot read the rest of the preprocessor's messages: %s", strerror(errno));
  free(line);
  free(chain.locs);
}

/* ---- running cpp ------------------------------------------------------------------------------ */

char *preprocess(const PreprocessRequest *req, size_t *len) {
  ArgList args = {0};
  split_command(&args, req->cpp_command);
  if (args.count == 0) {
    diag_plain_error("--cpp names no command");
    return NULL;
  }
  arg_push(&args, "-D__BULKCC__=1");
  for (int i = 0; i < req->noptions; i++) arg_push(&args, (char *)req->options[i]);
  if (req->dep_file) {
    arg_push(&args, req->dep_user_headers_only ? "-MMD" : "-MD");
    if (req->dep_phony) arg_push(&args, "-MP");
    arg_push(&args, "-MF");
    arg_push(&args, (char *)req->dep_file);
    for (int i = 0; i < req->ndep_targets; i++) arg_push(&args, (char *)req->dep_targets[i]);
  }
  arg_push(&args, (char *)req->input);
  char **argv = args.argv;
  if (req->verbose) { /* as gcc -v shows what it runs */
    for (size_t i = 0; i < args.count; i++) fprintf(stderr, " %s", argv[i]);
    fputc('\n', stderr);
  }

  FILE *messages = req->capture_messages ? tmpfile() : NULL; /* a file: cpp never waits on it */
  if (req->capture_messages && !messages) {
    diag_plain_error("cannot make a temporary file for the preprocessor's messages: %s", strerror(errno));
    return NULL;
  }
  int fds[2];
  if (pipe(fds) != 0) {
    diag_plain_error("cannot create a pipe for the preprocessor: %s", strerror(errno));
    if (messages) fclose(messages);
    return NULL;
  }
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) {
    diag_plain_error("cannot start the preprocessor: %s", strerror(errno));
    close(fds[0]);
    close(fds[1]);
    if (messages) fclose(messages);
    return NULL;
  }
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    if (messages) dup2(fileno(messages), STDERR_FILENO);
    close(fds[0]);
    close(fds[1]);
    execvp(argv[0], argv);
    fprintf(stderr, "bulkcc: error: cannot run the preprocessor '%s': %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  if (req->child_pid) *req->child_pid = (sig_atomic_t)pid;
  close(fds[1]);
  /* read() rather than stdio: a signal (the clean-up's) interrupting it is retried, not an end */
  size_t cap = 0, used = 0;
  char *buf = grow_array(NULL, &cap, (size_t)1 << 16, 1, "the preprocessor's output");
  ssize_t got;
  while ((got = read(fds[0], buf + used, cap - 1 - used)) != 0) { /* the last byte: the NUL */
    if (got < 0) {
      if (errno == EINTR) continue;
      break;
    }
    used += (size_t)got;
    if (used == cap - 1) buf = grow_array(buf, &cap, cap + 1, 1, "the preprocessor's output");
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (req->child_pid) *req->child_pid = 0;
  free(args.argv);
  if (messages) {
    report_messages(messages, req->input);
    fclose(messages);
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    free(buf);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return NULL;
    /* the input is the location, so that every result of a document has one */
    if (WIFEXITED(status))
      diag_error_rule(input_location(req->input), RULE_PREPROCESSOR, "the preprocessor failed on this file (exit "
                      "status %d)", WEXITSTATUS(status));
    else
      diag_error_rule(input_location(req->input), RULE_PREPROCESSOR, "the preprocessor failed on this file (killed "
                      "by signal %d)", WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    return NULL;
  }
  buf[used] = 0;
  *len = used;
  return buf;
}
