/* step_instances.h: the instances of streamed.c's entry step that the tests' programs pass to
 * step_bulk, and the check of what each holds after a call: its results (the sequential C's,
 * bit for bit) or, past what completed, its inputs. Included by the tests' main programs. */
#ifndef STEP_INSTANCES_H
#define STEP_INSTANCES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

float step(float a[6], const float b[6], float k); /* the sequential C */

enum { E = 6 };
static const float UNSET = -12345.0f; /* what the caller leaves in result */

typedef struct step_instances {
  size_t p;
  float *a, *a_in, *b, *k, *result; /* a_in: a copy of a's inputs */
} step_instances;

/* p instances in memory of their own; 0 without it. */
static int step_allocate(step_instances *s, size_t p) {
  s->p = p;
  s->a = malloc(p * E * sizeof *s->a), s->a_in = malloc(p * E * sizeof *s->a_in);
  s->b = malloc(p * E * sizeof *s->b), s->k = malloc(p * sizeof *s->k), s->result = malloc(p * sizeof *s->result);
  return s->a && s->a_in && s->b && s->k && s->result;
}

static void step_free(step_instances *s) {
  free(s->a), free(s->a_in), free(s->b), free(s->k), free(s->result);
}

/* Fresh inputs, different for each salt, and result as the caller leaves it. */
static void step_fill(const step_instances *s, size_t salt) {
  for (size_t j = 0; j < s->p; j++) {
    for (int i = 0; i < E; i++) {
      s->a[j * E + i] = s->a_in[j * E + i] = (float)((j * 7 + (size_t)i + salt) % 1000) * 0.5f;
      s->b[j * E + i] = ((float)i - (float)(j % 100)) * 0.25f;
    }
    s->k[j] = 1.5f + (float)(j % 50);
    s->result[j] = UNSET;
  }
}

/* Prints the instances that hold their results (those before completed), those that hold their
 * inputs (the rest), and the others; returns the others, which hold neither. */
static size_t step_check(const step_instances *s, size_t completed) {
  size_t done = 0, untouched = 0, wrong = 0;
  for (size_t j = 0; j < s->p; j++) {
    float expect[E], unset = UNSET;
    memcpy(expect, s->a_in + j * E, sizeof expect);
    float r = step(expect, s->b + j * E, s->k[j]);
    if (j < completed && memcmp(s->a + j * E, expect, sizeof expect) == 0 && memcmp(&s->result[j], &r, sizeof r) == 0)
      done++;
    else if (j >= completed && memcmp(s->a + j * E, s->a_in + j * E, sizeof expect) == 0 &&
             memcmp(&s->result[j], &unset, sizeof unset) == 0)
      untouched++;
    else
      wrong++;
  }
  printf("%zu with results, %zu untouched, %zu wrong\n", done, untouched, wrong);
  return wrong;
}

static const char *step_code(int rc) {
  return rc == BULK_OK ? "OK" : rc == BULK_ERROR_LAUNCH ? "LAUNCH" : rc == BULK_ERROR_INVALID_ARGUMENT ? "INVALID_ARGUMENT" : "other";
}

#endif
