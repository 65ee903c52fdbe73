/* NAME_bulk on both targets at once: the emulated GPU code and the CPU target's code of the same
 * entry, linked together. Calls step_bulk on P instances (argv[1], default 20) and prints where
 * they ran and what each instance holds afterwards: its results (instances before
 * timing.completed) or its inputs (the rest). With "set" as argv[2], chooses both targets with
 * bulk_set_target instead of BULK_TARGET; with "null", passes a NULL array; with "twice", calls
 * twice and prints the second call (whose share the first call's rates chose); with "smaller",
 * then calls on a tenth of the instances and prints that call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "streamed_bulk.h"

float step(float a[6], const float b[6], float k); /* the sequential C */

enum { E = 6 };
static const float UNSET = -12345.0f; /* what the caller leaves in result */

static size_t P;
static float *a, *a_in, *b, *k, *result;

static void fill(void) {
  for (size_t j = 0; j < P; j++) {
    for (int i = 0; i < E; i++) {
      a[j * E + i] = a_in[j * E + i] = (float)((j * 7 + (size_t)i) % 1000) * 0.5f;
      b[j * E + i] = ((float)i - (float)(j % 100)) * 0.25f;
    }
    k[j] = 1.5f + (float)(j % 50);
    result[j] = UNSET;
  }
}

static void check(size_t completed) {
  size_t done = 0, untouched = 0, wrong = 0;
  for (size_t j = 0; j < P; j++) {
    float expect[E], unset = UNSET;
    memcpy(expect, a_in + j * E, sizeof expect);
    float r = step(expect, b + j * E, k[j]);
    if (j < completed && memcmp(a + j * E, expect, sizeof expect) == 0 && memcmp(&result[j], &r, sizeof r) == 0)
      done++;
    else if (j >= completed && memcmp(a + j * E, a_in + j * E, sizeof expect) == 0 &&
             memcmp(&result[j], &unset, sizeof unset) == 0)
      untouched++;
    else
      wrong++;
  }
  printf("%zu with results, %zu untouched, %zu wrong\n", done, untouched, wrong);
}

static const char *code(int rc) {
  return rc == BULK_OK ? "OK" : rc == BULK_ERROR_LAUNCH ? "LAUNCH" : rc == BULK_ERROR_INVALID_ARGUMENT ? "INVALID_ARGUMENT" : "other";
}

int main(int argc, char **argv) {
  P = argc > 1 ? strtoull(argv[1], NULL, 10) : 20;
  const char *how = argc > 2 ? argv[2] : "";
  a = malloc(P * E * sizeof *a), a_in = malloc(P * E * sizeof *a_in), b = malloc(P * E * sizeof *b);
  k = malloc(P * sizeof *k), result = malloc(P * sizeof *result);
  if (!a || !a_in || !b || !k || !result) return 1;
  if (strcmp(how, "set") == 0) bulk_set_target(BULK_TARGET_BOTH);
  bulk_timing t;
  fill();
  int rc = step_bulk(P, a, strcmp(how, "null") == 0 ? NULL : b, k, result, &t);
  if (strcmp(how, "twice") == 0) {
    fill();
    rc = step_bulk(P, a, b, k, result, &t);
  }
  if (strcmp(how, "smaller") == 0) { /* then a call ten times smaller, of another size */
    P /= 10;
    fill();
    rc = step_bulk(P, a, b, k, result, &t);
  }
  printf("rc=%s detail='%s'\n", code(rc), bulk_error_detail());
  const char *target = t.target ? t.target : "(none)";
  if (strcmp(target, "both") == 0)
    printf("target both, %s on the CPU, completed %zu\n", t.cpu_instances == 0 ? "none" : t.cpu_instances < P ? "a share" : "all",
           t.completed);
  else
    printf("target %s alone, completed %zu\n", target, t.completed);
  if (t.cpu_instances && t.cpu_instances < 100) printf("cpu_instances %zu\n", t.cpu_instances);
  check(rc == BULK_OK ? P : t.completed);
  free(a), free(a_in), free(b), free(k), free(result);
  return 0;
}
