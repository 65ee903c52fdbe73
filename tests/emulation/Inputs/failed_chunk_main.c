/* What a failed NAME_bulk call leaves: run with BULK_FAIL_CHUNK=k, chunk k fails before its
 * kernel. Instances before timing.completed must hold their results, the rest their inputs, and
 * the result array past completed what the caller put there. Also: a NULL array is refused by
 * name, before anything is touched. */
#include <stdio.h>
#include <string.h>

#include "streamed_bulk.h"

float step(float a[6], const float b[6], float k); /* the sequential C */

enum { P = 20, E = 6 };
static const float UNSET = -12345.0f; /* what the caller leaves in result */
static float a[P * E], a_in[P * E], b[P * E], k[P], result[P];

static void fill(void) {
  for (int j = 0; j < P; j++) {
    for (int i = 0; i < E; i++) {
      a[j * E + i] = a_in[j * E + i] = (float)(j * 7 + i) * 0.5f;
      b[j * E + i] = (float)(i - j) * 0.25f;
    }
    k[j] = 1.5f + (float)j;
    result[j] = UNSET;
  }
}

/* Counts the instances that hold their results, those that hold their inputs, and the rest. */
static void check(size_t completed) {
  int done = 0, untouched = 0, wrong = 0;
  for (int j = 0; j < P; j++) {
    float expect[E], unset = UNSET;
    memcpy(expect, a_in + j * E, sizeof expect);
    float r = step(expect, b + j * E, k[j]);
    if ((size_t)j < completed && memcmp(a + j * E, expect, sizeof expect) == 0 && memcmp(&result[j], &r, sizeof r) == 0)
      done++;
    else if ((size_t)j >= completed && memcmp(a + j * E, a_in + j * E, sizeof expect) == 0 &&
             memcmp(&result[j], &unset, sizeof unset) == 0)
      untouched++;
    else
      wrong++;
  }
  printf("%d with results, %d untouched, %d wrong\n", done, untouched, wrong);
}

static const char *code(int rc) {
  return rc == BULK_OK ? "OK" : rc == BULK_ERROR_LAUNCH ? "LAUNCH" : rc == BULK_ERROR_INVALID_ARGUMENT ? "INVALID_ARGUMENT" : "other";
}

int main(void) {
  bulk_timing t;
  fill();
  int rc = step_bulk(P, a, b, k, result, &t);
  printf("rc=%s detail='%s'\n", code(rc), bulk_error_detail());
  printf("%zu chunks of %zu, completed %zu\n", t.chunks, t.chunk_instances, t.completed);
  check(t.completed);
  fill();
  rc = step_bulk(P, a, NULL, k, result, &t);
  printf("NULL b: rc=%s detail='%s' completed %zu\n", code(rc), bulk_error_detail(), t.completed);
  check(0);
  return 0;
}
