/* diag.c: prints diagnostics as gcc does, quoting the line from the original file, or keeps
 * them for a JSON or SARIF document. */
#define _POSIX_C_SOURCE 200809L /* getcwd */
#include "diag.h"
#include "alloc.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef enum Severity { SEV_ERROR, SEV_WARNING, SEV_NOTE } Severity;

typedef struct Diagnostic {
  Severity severity;
  const char *rule;
  SrcLoc loc;
  char *message;
  struct Diagnostic *notes, *last_note; /* for errors and warnings */
  struct Diagnostic *next;
} Diagnostic;

static DiagFormat format = DIAG_TEXT;
static bool werror, suppress_warnings, colour;
static bool keep_all; /* kept for a document even when printed as text */
/* errors reported as errors; warnings; warnings made errors (-Werror, -Werror=NAME), each
 * counted once, as what it is reported as */
static int error_count, warning_count, promoted_count;
static Diagnostic *first, *last;
static int kept; /* errors and warnings in the list (a document's range starts at one) */
static bool dropping_notes; /* the notes of a suppressed warning go too */

/* Each kind of warning, as -Wno-NAME, -Werror=NAME and -Wno-error=NAME set it. */
static const char *const warning_names[] = {RULE_INDEX, RULE_LOOP, RULE_JUMP, RULE_BOUNDS, RULE_PREPROCESSOR,
                                            RULE_SYNTAX, "sizeof-array-argument", "signbit-value",
                                            "unknown-pragmas"};
enum { NWARNINGS = sizeof warning_names / sizeof warning_names[0] };
static WarningSetting warning_settings[NWARNINGS];

void diag_configure(DiagFormat f, bool warnings_are_errors, bool no_warnings) {
  format = f;
  werror = warnings_are_errors;
  suppress_warnings = no_warnings;
}

static int warning_index(const char *name) {
  for (int i = 0; i < NWARNINGS; i++)
    if (name && strcmp(name, warning_names[i]) == 0) return i;
  return -1;
}

bool diag_configure_warning(const char *name, WarningSetting setting) {
  int i = warning_index(name);
  if (i < 0) return false;
  warning_settings[i] = setting;
  return true;
}

const char *diag_warning_names(void) {
  static char *list; /* made once, as long as the names need */
  if (list) return list;
  size_t length = 1;
  for (int i = 0; i < NWARNINGS; i++) length += strlen(warning_names[i]) + 2;
  list = xcalloc(length, 1);
  for (int i = 0; i < NWARNINGS; i++) {
    if (i) strcat(list, ", ");
    strcat(list, warning_names[i]);
  }
  return list;
}

void diag_use_colour(bool on) { colour = on; }

void diag_keep_all(void) { keep_all = true; }
int diag_kept_count(void) { return kept; }

/* Whether a warning of this kind is an error (-Werror, -Werror=NAME, unless -Wno-error=NAME). */
static bool warning_is_error(const char *rule) {
  int i = warning_index(rule);
  WarningSetting s = i < 0 ? WARNING_DEFAULT : warning_settings[i];
  return s == WARNING_ERROR || (werror && s != WARNING_NOT_ERROR);
}

static bool warning_suppressed(const char *rule) {
  int i = warning_index(rule);
  return suppress_warnings || (i >= 0 && warning_settings[i] == WARNING_OFF);
}

int diag_error_count(void) { return error_count; }
int diag_failure_count(void) { return error_count + promoted_count; }
int diag_warning_count(void) { return warning_count; }

/* ---- the text form ------------------------------------------------------------------------ */

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
    size_t len = 0;
    s->text = read_all(f, &len);
    fclose(f);
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
  if (len > 0 && p[len - 1] == '\r') len--;
  fprintf(stderr, "%5d | %.*s\n      | ", loc.line, len, p);
  /* the caret goes under its column, or just after the line's end when the column is past it
   * (a position the text does not have is not printed) */
  int col = loc.col < 1 ? 1 : loc.col > len + 1 ? len + 1 : loc.col;
  for (int i = 1; i < col; i++) {
    unsigned char c = (unsigned char)p[i - 1];
    if ((c & 0xC0) == 0x80) continue; /* a UTF-8 character takes one place, not one per byte */
    fputc(c == '\t' ? '\t' : ' ', stderr);
  }
  fputs(colour ? "\033[01;32m^\033[m\n" : "^\n", stderr);
}

static const char *const severity_names[] = {"error", "warning", "note"};

static const char *level_of(const Diagnostic *d) {
  if (d->severity == SEV_WARNING && warning_is_error(d->rule)) return "error";
  return severity_names[d->severity];
}

/* gcc's colours (GCC_COLORS' defaults): the location bold, the level in its colour. */
static const char *const level_colours[] = {"\033[01;31m", "\033[01;35m", "\033[01;36m"};

static void print_text(const Diagnostic *d) {
  const char *bold = colour ? "\033[01m" : "", *reset = colour ? "\033[m" : "";
  const char *level = level_of(d);
  const char *tint = !colour ? "" : level_colours[strcmp(level, "error") == 0 ? 0 : d->severity];
  if (d->loc.file && d->loc.line > 0) fprintf(stderr, "%s%s:%d:%d:%s ", bold, d->loc.file, d->loc.line, d->loc.col, reset);
  else if (d->loc.file) fprintf(stderr, "%s%s:%s ", bold, d->loc.file, reset); /* a file, no line in it */
  else fprintf(stderr, "%sbulkcc:%s ", bold, reset);
  fprintf(stderr, "%s%s:%s %s", tint, level, reset, d->message);
  /* the warning's name, as -Wno-NAME turns it off */
  if (d->severity == SEV_WARNING && d->rule)
    fprintf(stderr, " [%s-W%s%s%s]", tint, warning_is_error(d->rule) ? "error=" : "", d->rule, reset);
  else if (d->severity == SEV_WARNING && werror)
    fputs(" [-Werror]", stderr);
  fputc('\n', stderr);
  print_source_line(d->loc);
}

/* ---- recording ----------------------------------------------------------------------------- */

static void report(Severity severity, const char *rule, SrcLoc loc, const char *fmt, va_list ap) {
  if (severity == SEV_NOTE && dropping_notes) return;
  if (severity == SEV_WARNING) {
    dropping_notes = warning_suppressed(rule);
    if (dropping_notes) return;
  } else if (severity == SEV_ERROR) {
    dropping_notes = false;
  }
  Diagnostic *d = xcalloc(1, sizeof *d);
  d->severity = severity;
  d->rule = rule;
  d->loc = loc;
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  d->message = xcalloc((size_t)(n > 0 ? n : 0) + 1, 1);
  vsnprintf(d->message, (size_t)n + 1, fmt, ap);
  if (severity == SEV_ERROR) error_count++;
  if (severity == SEV_WARNING) {
    if (warning_is_error(rule)) promoted_count++;
    else warning_count++;
  }
  if (format == DIAG_TEXT) print_text(d); /* at once, so a long run shows its errors as they come */
  if (format == DIAG_TEXT && !keep_all) {
    free(d->message);
    free(d);
    return;
  }
  if (severity == SEV_NOTE && last) {
    if (last->last_note) last->last_note->next = d;
    else last->notes = d;
    last->last_note = d;
    return;
  }
  if (last) last->next = d;
  else first = d;
  last = d;
  kept++;
}

#define REPORT(sev, rule, loc)    \
  do {                            \
    va_list ap;                   \
    va_start(ap, fmt);            \
    report(sev, rule, loc, fmt, ap); \
    va_end(ap);                   \
  } while (0)

void diag_error(SrcLoc loc, const char *fmt, ...) { REPORT(SEV_ERROR, RULE_INPUT, loc); }
void diag_error_rule(SrcLoc loc, const char *rule, const char *fmt, ...) { REPORT(SEV_ERROR, rule, loc); }
void diag_warning_rule(SrcLoc loc, const char *rule, const char *fmt, ...) { REPORT(SEV_WARNING, rule, loc); }
void diag_note(SrcLoc loc, const char *fmt, ...) { REPORT(SEV_NOTE, "note", loc); }
void diag_plain_error(const char *fmt, ...) { REPORT(SEV_ERROR, RULE_INPUT, ((SrcLoc){0})); }

/* ---- JSON and SARIF ------------------------------------------------------------------------ */

/* The length of the well-formed UTF-8 character at s (RFC 3629: no overlong forms, no
 * surrogates, nothing past U+10FFFF), or 0 where the bytes are not one. */
static int utf8_length(const unsigned char *s) {
  if (s[0] < 0x80) return 1;
  int n = s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3 : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : 0;
  if (!n) return 0;
  for (int i = 1; i < n; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  if (s[0] == 0xE0 && s[1] < 0xA0) return 0; /* overlong */
  if (s[0] == 0xED && s[1] >= 0xA0) return 0; /* a surrogate */
  if (s[0] == 0xF0 && s[1] < 0x90) return 0; /* overlong */
  if (s[0] == 0xF4 && s[1] >= 0x90) return 0; /* past U+10FFFF */
  return n;
}

/* A JSON string is UTF-8: a byte that is not part of a character (a file name in another
 * encoding) becomes U+FFFD, the replacement character. */
static void json_string(FILE *out, const char *s) {
  fputc('"', out);
  while (s && *s) {
    unsigned char c = (unsigned char)*s;
    int n = utf8_length((const unsigned char *)s);
    if (n == 0) {
      fputs("\\ufffd", out);
      s++;
      continue;
    }
    if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
    else if (c == '\n') fputs("\\n", out);
    else if (c == '\t') fputs("\\t", out);
    else if (c < 0x20 || c == 0x7F) fprintf(out, "\\u%04x", c);
    else fwrite(s, 1, (size_t)n, out);
    s += n;
  }
  fputc('"', out);
}

/* A file name as a SARIF URI: every byte outside RFC 3986's unreserved characters, its
 * delimiters that a path may hold and '/', percent-encoded (a name in any encoding stays exact
 * and the document valid); an absolute name as a file:// URI, a relative one as a reference
 * from PWD, the folder bulkcc ran in (run.originalUriBaseIds), as gcc writes them. */
static void sarif_uri(FILE *out, const char *s) {
  static const char keep[] = "-._~/!$&'()*+,;=:@";
  fputs(s && s[0] == '/' ? "\"file://" : "\"", out);
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if ((c < 0x80 && isalnum(c)) || (c && strchr(keep, c))) fputc(c, out);
    else fprintf(out, "%%%02X", c);
  }
  fputc('"', out);
}

static void json_location(FILE *out, SrcLoc loc) {
  fprintf(out, "\"file\": ");
  json_string(out, loc.file ? loc.file : "");
  fprintf(out, ", \"line\": %d, \"column\": %d", loc.line, loc.col);
}

/* The kept diagnostic at index from: a document's first. */
static Diagnostic *kept_from(int from) {
  Diagnostic *d = first;
  for (int i = 0; d && i < from; i++) d = d->next;
  return d;
}

static void write_json(FILE *out, Diagnostic *start) {
  int errors = 0, warnings = 0;
  fprintf(out, "{\n  \"diagnostics\": [");
  for (Diagnostic *d = start; d; d = d->next) {
    if (strcmp(level_of(d), "error") == 0) errors++;
    else warnings++;
    fprintf(out, "%s\n    {\"severity\": \"%s\", \"rule\": ", d == start ? "" : ",", level_of(d));
    json_string(out, d->rule);
    fprintf(out, ", ");
    json_location(out, d->loc);
    fprintf(out, ", \"message\": ");
    json_string(out, d->message);
    fprintf(out, ",\n     \"notes\": [");
    for (Diagnostic *n = d->notes; n; n = n->next) {
      fprintf(out, "%s{", n == d->notes ? "" : ", ");
      json_location(out, n->loc);
      fprintf(out, ", \"message\": ");
      json_string(out, n->message);
      fprintf(out, "}");
    }
    fprintf(out, "]}");
  }
  fprintf(out, "\n  ],\n  \"errors\": %d,\n  \"warnings\": %d\n}\n", errors, warnings);
}

static void sarif_location(FILE *out, SrcLoc loc) {
  fprintf(out, "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ");
  sarif_uri(out, loc.file);
  if (loc.file && loc.file[0] != '/') fprintf(out, ", \"uriBaseId\": \"PWD\"");
  fprintf(out, "}");
  if (loc.line > 0) /* SARIF's lines and columns start at 1; a line not known has no region */
    fprintf(out, ", \"region\": {\"startLine\": %d, \"startColumn\": %d}", loc.line, loc.col > 0 ? loc.col : 1);
  fprintf(out, "}");
}

static const struct {
  const char *id, *text;
} sarif_rules[] = {
  {RULE_INDEX, "Every array index must be independent of the input data."},
  {RULE_LOOP, "Every loop's number of iterations must be independent of the input data."},
  {RULE_JUMP, "No break, continue or return may be controlled by input data."},
  {RULE_BOUNDS, "Every array access must stay inside its array."},
  {RULE_INPUT, "The construct is outside the C subset that bulk code accepts."},
  {RULE_SYNTAX, "The input is not valid C."},
  {RULE_PREPROCESSOR, "A message of the C preprocessor (#error, #warning, a missing include)."},
};

/* The folder bulkcc runs in, as a file:// URI ending in '/': the base of relative names. */
static void sarif_base_uri(FILE *out) {
  char *cwd = getcwd(NULL, 0); /* any length */
  fputs("{\"PWD\": {\"uri\": ", out);
  if (cwd) {
    char *slashed = xcalloc(strlen(cwd) + 2, 1);
    sprintf(slashed, "%s%s", cwd, strcmp(cwd, "/") == 0 ? "" : "/");
    sarif_uri(out, slashed);
    free(slashed);
    free(cwd);
  } else {
    fputs("\"file:///\"", out);
  }
  fputs("}}", out);
}

static void write_sarif(FILE *out, const char *version, Diagnostic *start) {
  fprintf(out, "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n");
  fprintf(out, "  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": \"bulkcc\", \"version\": ");
  json_string(out, version);
  fprintf(out, ",\n      \"rules\": [");
  for (size_t i = 0; i < sizeof sarif_rules / sizeof sarif_rules[0]; i++) {
    fprintf(out, "%s\n        {\"id\": \"%s\", \"shortDescription\": {\"text\": ", i ? "," : "", sarif_rules[i].id);
    json_string(out, sarif_rules[i].text);
    fprintf(out, "}}");
  }
  fprintf(out, "]}},\n    \"originalUriBaseIds\": ");
  sarif_base_uri(out);
  fprintf(out, ",\n    \"results\": [");
  for (Diagnostic *d = start; d; d = d->next) {
    fprintf(out, "%s\n      {\"ruleId\": ", d == start ? "" : ",");
    json_string(out, d->rule);
    fprintf(out, ", \"level\": \"%s\", \"message\": {\"text\": ", level_of(d));
    json_string(out, d->message);
    fprintf(out, "}");
    if (d->loc.file) {
      fprintf(out, ",\n       \"locations\": [");
      sarif_location(out, d->loc);
      fprintf(out, "}]");
    }
    int id = 0;
    for (Diagnostic *n = d->notes; n; n = n->next) {
      if (!n->loc.file) continue;
      fprintf(out, "%s", id == 0 ? ",\n       \"relatedLocations\": [" : ", ");
      sarif_location(out, n->loc);
      fprintf(out, ", \"id\": %d, \"message\": {\"text\": ", ++id);
      json_string(out, n->message);
      fprintf(out, "}}");
    }
    if (id) fprintf(out, "]");
    fprintf(out, "}");
  }
  fprintf(out, "\n    ]\n  }]\n}\n");
}

void diag_write_document(FILE *out, DiagFormat document, const char *version, int from) {
  if (document == DIAG_JSON) write_json(out, kept_from(from));
  else write_sarif(out, version, kept_from(from));
}

void diag_finish(FILE *out, const char *version) {
  if (format != DIAG_TEXT) {
    diag_write_document(out, format, version, 0);
  } else if (diag_failure_count() || warning_count) {
    int errors = diag_failure_count();
    if (warning_count)
      fprintf(stderr, "%d warning%s%s", warning_count, warning_count == 1 ? "" : "s", errors ? " and " : "");
    if (errors) fprintf(stderr, "%d error%s", errors, errors == 1 ? "" : "s");
    fprintf(stderr, " generated.\n");
  }
}

void diag_reset(void) {
  for (Diagnostic *d = first, *next; d; d = next) {
    next = d->next;
    for (Diagnostic *n = d->notes, *after; n; n = after) {
      after = n->next;
      free(n->message);
      free(n);
    }
    free(d->message);
    free(d);
  }
  first = last = NULL;
  kept = 0;
  for (SourceText *s = sources, *next; s; s = next) { /* a file may change between programs */
    next = s->next;
    free(s->text);
    free(s);
  }
  sources = NULL;
  error_count = warning_count = promoted_count = 0;
  dropping_notes = false;
}

_Noreturn void diag_internal_verror(SrcLoc loc, const char *fmt, va_list ap) {
  fflush(stdout); /* a report written so far comes before the message */
  if (loc.file) fprintf(stderr, "%s:%d:%d: ", loc.file, loc.line, loc.col);
  fputs("internal error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputs("\n", stderr);
  exit(2);
}

_Noreturn void diag_internal_error(SrcLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_internal_verror(loc, fmt, ap);
}
