/* What a call of an entry taking structs leaves, on whichever target the program links: add_bulk
 * on P instances, each struct then holding its results (count one more) or its inputs, checked
 * member by member against what the sequential C gives. Instances with results must be the first
 * bulk_timing.completed (printed), the rest untouched; argv[1] "untimed" calls without a
 * bulk_timing and prints how many lead with results. Then a NULL x, and p too large for the
 * structs (with a bulk_timing full of garbage beforehand: the call must write it). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tally_bulk.h"

int add(struct tally *t, const float x[3]); /* the sequential C, from tally.c */

enum { P = 20 };

static const char *code(int rc) {
  switch (rc) {
  case BULK_OK: return "OK";
  case BULK_ERROR_INVALID_ARGUMENT: return "INVALID_ARGUMENT";
  case BULK_ERROR_LAUNCH: return "LAUNCH";
  case BULK_ERROR_TOO_LARGE: return "TOO_LARGE";
  default: return "OTHER";
  }
}

static void fill(struct tally *t, float *x) {
  for (size_t j = 0; j < P; j++) {
    t[j] = (struct tally){(int)j, {(float)j, 1.0f, -2.0f}, 0.5f + (float)j};
    for (int i = 0; i < 3; i++) x[3 * j + i] = (float)(i + 1) * 0.25f + (float)j;
  }
}

/* How many instances hold their results, how many their inputs, how many neither; *leading: the
 * instances with results before the first without. */
static void check(const struct tally *t, const float *x, size_t *leading) {
  struct tally in[P];
  float x_in[3 * P];
  fill(in, x_in);
  size_t results = 0, untouched = 0, wrong = 0;
  *leading = 0;
  for (size_t j = 0; j < P; j++) {
    struct tally want = in[j];
    add(&want, &x[3 * j]);
    if (memcmp(&t[j], &want, sizeof want) == 0) {
      results++;
      if (*leading == j) ++*leading;
    } else if (memcmp(&t[j], &in[j], sizeof in[j]) == 0) {
      untouched++;
    } else {
      wrong++;
    }
  }
  printf("%zu with results, %zu untouched, %zu wrong\n", results, untouched, wrong);
}

int main(int argc, char **argv) {
  struct tally t[P];
  float x[3 * P];
  int result[P];
  size_t leading = 0;
  bulk_timing timing;
  fill(t, x);
  if (argc > 1 && strcmp(argv[1], "untimed") == 0) {
    int rc = add_bulk(P, t, x, result, NULL);
    printf("untimed: rc=%s\n", code(rc));
    check(t, x, &leading);
    printf("the first %zu with results\n", leading);
    return 0;
  }
  int rc = add_bulk(P, t, x, result, &timing);
  printf("rc=%s detail='%s'\n", code(rc), bulk_error_detail());
  printf("completed %zu\n", timing.completed);
  check(t, x, &leading);
  printf("the first %zu with results\n", leading);

  fill(t, x);
  rc = add_bulk(P, t, NULL, result, &timing);
  printf("NULL x: rc=%s detail='%s' completed %zu\n", code(rc), bulk_error_detail(), timing.completed);
  check(t, x, &leading);

  const size_t too_many[] = {SIZE_MAX, (size_t)PTRDIFF_MAX / sizeof(struct tally) + 1};
  for (int k = 0; k < 2; k++) {
    memset(&timing, 0xff, sizeof timing);
    rc = add_bulk(P, t, NULL, result, NULL); /* a detail of its own first, which must not stay */
    rc = add_bulk(too_many[k], t, x, result, &timing);
    printf("p=%s: rc=%s detail='%s' completed %zu chunks %zu total %g\n", k ? "PTRDIFF_MAX/size+1" : "SIZE_MAX",
           code(rc), bulk_error_detail(), timing.completed, timing.chunks, timing.total_ms);
  }
  check(t, x, &leading);
  return 0;
}
