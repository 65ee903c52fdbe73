/* preprocess.c: runs cpp as a child process and reads its output through a pipe. */
#define _POSIX_C_SOURCE 200809L
#include "preprocess.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ast.h"
#include "diag.h"

/* Splits --cpp's command on blanks, as a Makefile's $(CPP) would be. */
static int split_command(const char *cmd, char **argv, int max) {
  int n = 0;
  char *copy = xstrdup(cmd);
  for (char *tok = strtok(copy, " \t"); tok && n < max; tok = strtok(NULL, " \t")) argv[n++] = tok;
  return n;
}

char *preprocess(const PreprocessRequest *req, size_t *len) {
  char *argv[512];
  int argc = split_command(req->cpp_command, argv, 64);
  if (argc == 0) {
    diag_plain_error("--cpp names no command");
    return NULL;
  }
  argv[argc++] = "-D__BULKCC__=1";
  for (int i = 0; i < req->noptions && argc < 500; i++) argv[argc++] = (char *)req->options[i];
  if (req->dep_file) {
    argv[argc++] = "-MD";
    argv[argc++] = "-MF";
    argv[argc++] = (char *)req->dep_file;
    argv[argc++] = "-MT";
    argv[argc++] = (char *)req->dep_target;
  }
  argv[argc++] = (char *)req->input;
  argv[argc] = NULL;

  int fds[2];
  if (pipe(fds) != 0) {
    diag_plain_error("cannot create a pipe for the preprocessor: %s", strerror(errno));
    return NULL;
  }
  pid_t pid = fork();
  if (pid < 0) {
    diag_plain_error("cannot start the preprocessor: %s", strerror(errno));
    return NULL;
  }
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    execvp(argv[0], argv);
    fprintf(stderr, "bulkcc: error: cannot run the preprocessor '%s': %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  close(fds[1]);
  size_t cap = 1 << 16, used = 0;
  char *buf = xcalloc(cap + 1, 1);
  ssize_t got;
  while ((got = read(fds[0], buf + used, cap - used)) != 0) {
    if (got < 0) {
      if (errno == EINTR) continue;
      break;
    }
    used += (size_t)got;
    if (used == cap) {
      char *bigger = xcalloc(cap * 2 + 1, 1);
      memcpy(bigger, buf, used);
      free(buf);
      buf = bigger;
      cap *= 2;
    }
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    free(buf);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return NULL;
    diag_plain_error("the preprocessor failed on '%s'", req->input);
    return NULL;
  }
  buf[used] = 0;
  *len = used;
  return buf;
}
