/* bulk_model_profile.h: the lines of a cost-model profile (BULK_PROFILE), which the runtime writes
 * and reads (bulk_model.inc) and bulkcc --report reads (driver/report_model.c):
 *   # a comment
 *   device NAME (N multiprocessors)
 *   point ENTRY FORM KIND P MS      FORM thread|team, KIND pageable|pinned|device|device_columns */
#ifndef BULK_MODEL_PROFILE_H
#define BULK_MODEL_PROFILE_H

#include <stdio.h>
#include <string.h>

static const char *const bulk_model_form_names[] = {"?", "thread", "team"}; /* by BULK_FORM_* */
static const char *const bulk_model_kind_names[] = {"pageable", "pinned", "device", "device_columns"}; /* BULK_KIND_* */
#define BULK_MODEL_LINE_FORMS "not `device NAME` nor `point ENTRY thread|team pageable|pinned|device|device_columns P MS`"

enum bulk_model_line { BULK_MODEL_LINE_NONE, BULK_MODEL_LINE_DEVICE, BULK_MODEL_LINE_POINT, BULK_MODEL_LINE_BAD };

typedef struct bulk_model_line_point {
  char entry[256];
  int form, kind;
  unsigned long long p;
  double ms;
} bulk_model_line_point;

static inline int bulk_model_code(const char *word, const char *const *names, int n) {
  for (int i = 0; i < n; i++)
    if (strcmp(word, names[i]) == 0) return i;
  return -1;
}

/* One line without its end of line: nothing (empty, a comment), the device (*device: its name,
 * within line), a point (*point), or a line of neither form. */
static inline enum bulk_model_line bulk_model_parse_line(const char *line, const char **device,
                                                         bulk_model_line_point *point) {
  if (line[0] == '\0' || line[0] == '#') return BULK_MODEL_LINE_NONE;
  if (strncmp(line, "device ", 7) == 0) {
    *device = line + 7;
    return BULK_MODEL_LINE_DEVICE;
  }
  char form[16], kind[16];
  point->p = 0, point->ms = -1;
  if (sscanf(line, "point %255s %15s %15s %llu %lf", point->entry, form, kind, &point->p, &point->ms) != 5 ||
      point->p == 0 || !(point->ms >= 0))
    return BULK_MODEL_LINE_BAD;
  point->form = bulk_model_code(form, bulk_model_form_names, 3);
  point->kind = bulk_model_code(kind, bulk_model_kind_names, 4);
  return point->form < 1 || point->kind < 0 ? BULK_MODEL_LINE_BAD : BULK_MODEL_LINE_POINT;
}

#endif
