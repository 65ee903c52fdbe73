/* report_model.c: --report's part on the cost model: per entry, the counts the plan made (the
 * UMM's t, the team form's critical path) and, from a profile the runtime wrote on the device
 * (--profile FILE: NAME_bulk_calibrate's and NAME_bulk's measured times, BULK_PROFILE), the time
 * the runtime's model predicts for a call of --instances P in each form (thread, team, grid) and
 * kind of call, and the form NAME_bulk takes there where every form of the entry's has times. The prediction is the runtime's own (runtime/bulk_model_curve.h). */
#include "report_model.h"

#include <stdlib.h>
#include <string.h>

#include "../frontend/alloc.h"
#include "../runtime/bulk_model_curve.h"
#include "../runtime/bulk_model_profile.h"

typedef struct Series {
  const char *entry;
  int form, kind;
  bulk_model_point *points; /* sorted by p, each p once (the least time) */
  int n;
  size_t cap;
} Series;

typedef struct Profile {
  const char *device; /* NULL: none named */
  Series *series;
  int n;
  size_t cap;
} Profile;


static void add_point(Profile *pr, const char *entry, int form, int kind, size_t p, double ms) {
  Series *s = NULL;
  for (int i = 0; i < pr->n && !s; i++)
    if (pr->series[i].form == form && pr->series[i].kind == kind && strcmp(pr->series[i].entry, entry) == 0) s = &pr->series[i];
  if (!s) {
    pr->series = grow_array(pr->series, &pr->cap, (size_t)pr->n + 1, sizeof *pr->series, "a profile's series");
    s = &pr->series[pr->n++];
    memset(s, 0, sizeof *s);
    s->entry = intern_format("%s", entry);
    s->form = form, s->kind = kind;
  }
  int at = 0;
  while (at < s->n && s->points[at].p < p) at++;
  if (at < s->n && s->points[at].p == p) {
    if (ms < s->points[at].ms) s->points[at].ms = ms;
    return;
  }
  s->points = grow_array(s->points, &s->cap, (size_t)s->n + 1, sizeof *s->points, "a profile's times");
  memmove(&s->points[at + 1], &s->points[at], (size_t)(s->n - at) * sizeof *s->points);
  s->points[at] = (bulk_model_point){p, ms};
  s->n++;
}

/* The profile's lines, as the runtime writes them (bulk_model.inc); false with *why set. */
static bool read_profile(const char *path, Profile *pr, const char **why) {
  FILE *f = fopen(path, "r");
  if (!f) {
    *why = intern_format("cannot read the profile '%s'", path);
    return false;
  }
  char *line = NULL;
  size_t cap = 0;
  int number = 0, got;
  bool ok = true;
  while (ok && (got = bulk_model_read_line(f, &line, &cap)) != 0) {
    number++;
    if (got < 0) {
      *why = intern_format("%s:%d: no memory for the line", path, number);
      ok = false;
      break;
    }
    const char *device = NULL;
    bulk_model_line_point point;
    enum bulk_model_line kind = bulk_model_parse_line(line, &device, &point);
    if (kind == BULK_MODEL_LINE_DEVICE) pr->device = intern_format("%s", device);
    else if (kind == BULK_MODEL_LINE_POINT) add_point(pr, point.entry, point.form, point.kind, (size_t)point.p, point.ms);
    else if (kind == BULK_MODEL_LINE_BAD) {
      *why = intern_format("%s:%d: " BULK_MODEL_LINE_FORMS, path, number);
      ok = false;
      break;
    }
  }
  free(line);
  fclose(f);
  return ok;
}

static double predict(const Profile *pr, const char *entry, int form, int kind, size_t p) {
  for (int i = 0; i < pr->n; i++)
    if (pr->series[i].form == form && pr->series[i].kind == kind && strcmp(pr->series[i].entry, entry) == 0)
      return bulk_model_curve(pr->series[i].points, pr->series[i].n, p);
  return -1;
}

bool report_model(FILE *f, Program *prog, const char *profile, unsigned long long instances, const char **why) {
  Profile pr = {0};
  if (profile && !read_profile(profile, &pr, why)) return false;
  size_t p = instances ? (size_t)instances : 1;
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry || !fn->body) continue;
    fprintf(f, "cost model of entry %s\n", fn->name);
    if (fn->plan_cost_why) fprintf(f, "  counts: none, %s\n", fn->plan_cost_why);
    else if (fn->plan_team)
      fprintf(f, "  counts: t = %.0f element accesses an instance; the team form's critical path %.0f lane steps%s\n",
              fn->plan_cost_work, fn->plan_cost_span, fn->plan_grid ? "; a grid form too" : "");
    else fprintf(f, "  counts: t = %.0f element accesses an instance; no team form\n", fn->plan_cost_work);
    if (!profile) {
      fprintf(f, "  times: none (%s_bulk_calibrate measures them on the device, BULK_PROFILE=FILE keeps them, and\n"
                 "  --profile FILE --instances P predicts a call of P instances from them)\n", fn->name);
      continue;
    }
    bool any = false;
    for (int kind = 0; kind < 4; kind++) {
      /* by form (1 thread, 2 team, 3 grid): the model's time, or -1 (none, or not a form of fn's) */
      double ms[4] = {-1, predict(&pr, fn->name, 1, kind, p), fn->plan_team ? predict(&pr, fn->name, 2, kind, p) : -1,
                      fn->plan_grid ? predict(&pr, fn->name, 3, kind, p) : -1};
      if (ms[1] < 0 && ms[2] < 0 && ms[3] < 0) continue;
      any = true;
      fprintf(f, "  p = %zu, %s, on %s: ", p, bulk_model_kind_words[kind], pr.device ? pr.device : "an unnamed device");
      int fastest = 0, forms = 0, timed = 0;
      for (int form = 1; form <= 3; form++) {
        if ((form == 2 && !fn->plan_team) || (form == 3 && !fn->plan_grid)) continue;
        forms++;
        if (ms[form] >= 0) fprintf(f, "%s%s form %.4g ms", form > 1 ? ", " : "", bulk_model_form_names[form], ms[form]);
        else fprintf(f, "%s%s form unmeasured", form > 1 ? ", " : "", bulk_model_form_names[form]);
        if (ms[form] >= 0) timed++;
        if (ms[form] >= 0 && (!fastest || ms[form] < ms[fastest])) fastest = form;
      }
      if (forms > 1 && timed == forms) fprintf(f, "; %s_bulk takes the %s form", fn->name, bulk_model_form_names[fastest]);
      fprintf(f, "\n");
    }
    if (!any) fprintf(f, "  times: none of %s in %s\n", fn->name, profile);
  }
  for (int i = 0; i < pr.n; i++) free(pr.series[i].points);
  free(pr.series);
  return true;
}
