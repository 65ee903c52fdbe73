/* diag.c: prints diagnostics as gcc does, quoting the line from the original file. */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int error_count;

/* The text of each file named by a diagnostic, read once. */
typedef struct SourceText {
  const char *file;
  char *text;
  struct SourceText *next;
} SourceText;
static SourceText *sources;

static const char *source_text(const char *file) {
  for (SourceText *s = sources; s; s = s->next)
    if (s->file == file) return s->text;
  SourceText *s = xcalloc(1, sizeof *s);
  s->file = file;
  FILE *f = fopen(file, "rb");
  if (f) {
    size_t cap = 4096, len = 0, n;
    char *buf = xcalloc(cap + 1, 1);
    while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
      len += n;
      if (len == cap) {
        char *bigger = xcalloc(cap * 2 + 1, 1);
        memcpy(bigger, buf, len);
        buf = bigger;
        cap *= 2;
      }
    }
    buf[len] = 0;
    fclose(f);
    s->text = buf;
  }
  s->next = sources;
  sources = s;
  return s->text;
}

static void print_source_line(SrcLoc loc) {
  if (!loc.file || loc.line <= 0) return;
  const char *text = source_text(loc.file);
  if (!text) return;
  const char *p = text;
  for (int line = 1; line < loc.line && *p; p++)
    if (*p == '\n') line++;
  if (!*p && loc.line > 1) return;
  const char *end = strchr(p, '\n');
  int len = end ? (int)(end - p) : (int)strlen(p);
  fprintf(stderr, "%5d | %.*s\n      | ", loc.line, len, p);
  for (int i = 1; i < loc.col && i <= len; i++) fputc(p[i - 1] == '\t' ? '\t' : ' ', stderr);
  fputs("^\n", stderr);
}

static void report(SrcLoc loc, const char *kind, const char *fmt, va_list ap) {
  if (loc.file) fprintf(stderr, "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, kind);
  else fprintf(stderr, "bulkcc: %s: ", kind);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  print_source_line(loc);
}

void diag_error(SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(loc, "error", fmt, ap);
  va_end(ap);
  error_count++;
}

void diag_warning(SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(loc, "warning", fmt, ap);
  va_end(ap);
}

void diag_note(SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(loc, "note", fmt, ap);
  va_end(ap);
}

void diag_plain_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("bulkcc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  error_count++;
}

int diag_error_count(void) { return error_count; }
