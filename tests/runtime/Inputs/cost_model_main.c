/* The runtime's cost model (bulk_model.inc), through the emulation: its curve through measured
 * times, the form NAME_bulk takes by it (against the rule of thumb where they differ), the
 * user's setting winning, profiles written and read back, bad profiles refused, and
 * NAME_bulk_calibrate's times. Usage: cost_model_main STEP PROFILE. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bulk_runtime.h"
#include "opt_bulk.h"

enum { N = 16 };

static void show(const char *what, double ms) { printf("%s %.4f\n", what, ms); }

static int call(size_t p) {
  float *c = calloc((size_t)N * N * p, sizeof *c), *r = calloc(p, sizeof *r);
  bulk_timing t;
  int rc = c && r ? opt_bulk(p, c, r, &t) : -1;
  if (rc == 0) printf("p=%zu form %s predicted %.4f\n", p, t.form, t.predicted_ms);
  else printf("p=%zu failed %d\n", p, rc);
  free(c);
  free(r);
  return rc;
}

int main(int argc, char **argv) {
  if (argc != 3) return 2;
  const char *step = argv[1], *profile = argv[2];
  if (strcmp(step, "curve") == 0) {
    show("none", bulk_model_predict("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 4));
    bulk_model_note("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 6, 3.0);
    bulk_model_note("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 2, 1.0);
    bulk_model_note("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 6, 5.0); /* the least stays */
    show("below", bulk_model_predict("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 1));
    show("between", bulk_model_predict("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 4));
    show("above", bulk_model_predict("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 12));
    show("other kind", bulk_model_predict("probe", BULK_FORM_THREAD, BULK_KIND_DEVICE, 4));
    return bulk_model_save(profile) == 0 ? 0 : 1;
  }
  if (strcmp(step, "read") == 0) { /* BULK_PROFILE names the profile "curve" wrote */
    show("read back", bulk_model_predict("probe", BULK_FORM_THREAD, BULK_KIND_PINNED, 4));
    return 0;
  }
  if (strcmp(step, "choose") == 0) {
    /* the rule of thumb takes the team form for p <= 64 in the emulation; these times say thread at 50 */
    bulk_model_note("opt", BULK_FORM_THREAD, BULK_KIND_PAGEABLE, 2, 10.0);
    bulk_model_note("opt", BULK_FORM_THREAD, BULK_KIND_PAGEABLE, 200, 100.0);
    bulk_model_note("opt", BULK_FORM_TEAM, BULK_KIND_PAGEABLE, 2, 1.0);
    bulk_model_note("opt", BULK_FORM_TEAM, BULK_KIND_PAGEABLE, 200, 1000.0);
    return call(50) || call(3);
  }
  if (strcmp(step, "load") == 0) {
    int rc = bulk_model_load(profile);
    printf("load %d: %s\n", rc, bulk_error_detail());
    return 0;
  }
  if (strcmp(step, "calibrate") == 0) {
    int rc = opt_bulk_calibrate(100, 10.0, BULK_CALIBRATE_HOST | BULK_CALIBRATE_DEVICE | BULK_CALIBRATE_DEVICE_COLUMNS);
    printf("refused %d\n", opt_bulk_calibrate(100, 10.0, 8));
    printf("calibrate %d\n", rc);
    const int kinds[] = {BULK_KIND_PAGEABLE, BULK_KIND_DEVICE, BULK_KIND_DEVICE_COLUMNS};
    for (int k = 0; k < 3; k++)
      for (int form = BULK_FORM_THREAD; form <= BULK_FORM_TEAM; form++)
        printf("kind %d form %d measured %s\n", kinds[k], form,
               bulk_model_predict("opt", form, kinds[k], 10) > 0 ? "yes" : "no");
    return rc;
  }
  return 2;
}
