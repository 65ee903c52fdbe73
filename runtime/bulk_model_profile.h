/* bulk_model_profile.h: the lines of a cost-model profile (BULK_PROFILE), which the runtime writes
 * and reads (bulk_model.inc) and bulkcc --report reads (driver/report_model.c):
 *   # a comment
 *   device NAME (N multiprocessors)
 *   point ENTRY FORM KIND P MS      FORM thread|team|grid, KIND pageable|pinned|device|device_columns */
#ifndef BULK_MODEL_PROFILE_H
#define BULK_MODEL_PROFILE_H

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const bulk_model_form_names[] = {"?", "thread", "team", "grid"}; /* by BULK_FORM_* */
static const char *const bulk_model_kind_names[] = {"pageable", "pinned", "device", "device_columns"}; /* BULK_KIND_* */
/* ... and the kinds in words, for people (BULK_VERBOSE, bulkcc --report) */
static const char *const bulk_model_kind_words[] = {"pageable memory", "pinned memory", "device memory, row-wise",
                                                    "device memory, column-wise"};
#define BULK_MODEL_LINE_FORMS "not `device NAME` nor `point ENTRY thread|team|grid pageable|pinned|device|device_columns P MS`"

enum bulk_model_line { BULK_MODEL_LINE_NONE, BULK_MODEL_LINE_DEVICE, BULK_MODEL_LINE_POINT, BULK_MODEL_LINE_BAD };

typedef struct bulk_model_line_point {
  const char *entry; /* within the line */
  int form, kind;
  unsigned long long p;
  double ms;
} bulk_model_line_point;

static inline int bulk_model_code(const char *word, const char *const *names, int n) {
  for (int i = 0; i < n; i++)
    if (strcmp(word, names[i]) == 0) return i;
  return -1;
}

/* The next line of f in *line, without its end of line, the buffer grown to hold it (*cap its
 * size): 1, 0 at the end of the file, -1 where no memory for the line can be had. */
static inline int bulk_model_read_line(FILE *f, char **line, size_t *cap) {
  size_t len = 0;
  for (;;) {
    if (*cap - len < 2) {
      size_t want = *cap ? 2 * *cap : 256;
      char *grown = want > *cap ? (char *)realloc(*line, want) : NULL;
      if (!grown) return -1;
      *line = grown, *cap = want;
    }
    size_t room = *cap - len;
    if (!fgets(*line + len, room > INT_MAX ? INT_MAX : (int)room, f)) {
      if (len == 0) return 0;
      break;
    }
    len += strlen(*line + len);
    if ((*line)[len - 1] == '\n') break;
  }
  while (len && ((*line)[len - 1] == '\n' || (*line)[len - 1] == '\r')) (*line)[--len] = '\0';
  return 1;
}

/* One line without its end of line, split in place: nothing (empty, a comment), the device
 * (*device: its name, within the line), a point (*point, its entry within the line), or a line of
 * neither form. */
static inline enum bulk_model_line bulk_model_parse_line(char *line, const char **device, bulk_model_line_point *point) {
  if (line[0] == '\0' || line[0] == '#') return BULK_MODEL_LINE_NONE;
  if (strncmp(line, "device ", 7) == 0) {
    *device = line + 7;
    return BULK_MODEL_LINE_DEVICE;
  }
  char *word[6];
  int n = 0;
  for (char *s = line; *s;) {
    while (*s == ' ' || *s == '\t') *s++ = '\0';
    if (!*s) break;
    if (n == 6) return BULK_MODEL_LINE_BAD;
    word[n++] = s;
    while (*s && *s != ' ' && *s != '\t') s++;
  }
  if (n != 6 || strcmp(word[0], "point") != 0 || word[4][0] == '-') return BULK_MODEL_LINE_BAD;
  char *end_p, *end_ms;
  point->entry = word[1];
  point->form = bulk_model_code(word[2], bulk_model_form_names, 4);
  point->kind = bulk_model_code(word[3], bulk_model_kind_names, 4);
  point->p = strtoull(word[4], &end_p, 10);
  point->ms = strtod(word[5], &end_ms);
  if (*end_p || *end_ms || point->p == 0 || !(point->ms >= 0) || point->form < 1 || point->kind < 0)
    return BULK_MODEL_LINE_BAD;
  return BULK_MODEL_LINE_POINT;
}

#endif
