/* NAME_bulk on both targets at once: the emulated GPU code and the CPU target's code of the same
 * entry, linked together. Calls step_bulk on P instances (argv[1], default 20) and prints where
 * they ran and what each instance holds afterwards: its results (instances before
 * timing.completed) or its inputs (the rest). With "set" as argv[2], chooses both targets with
 * bulk_set_target instead of BULK_TARGET; with "null", passes a NULL array; with "twice", calls
 * twice and prints the second call (whose share the first call's rates chose); with "smaller",
 * then calls on a tenth of the instances and prints that call; with "many", makes 30 calls in a
 * row, each checked; with "threads", calls from two threads at once, on arrays of their own;
 * with "fork", calls, forks, and calls again in the child. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "streamed_bulk.h"

float step(float a[6], const float b[6], float k); /* the sequential C */

enum { E = 6 };
static const float UNSET = -12345.0f; /* what the caller leaves in result */

static size_t P;
static float *a, *a_in, *b, *k, *result;

static int allocate(size_t p, float **a_, float **a_in_, float **b_, float **k_, float **result_) {
  *a_ = malloc(p * E * sizeof **a_), *a_in_ = malloc(p * E * sizeof **a_in_), *b_ = malloc(p * E * sizeof **b_);
  *k_ = malloc(p * sizeof **k_), *result_ = malloc(p * sizeof **result_);
  return *a_ && *a_in_ && *b_ && *k_ && *result_;
}

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

/* Prints the instances with results, untouched and wrong; returns the wrong ones. */
static size_t check(size_t completed) {
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
  return wrong + untouched;
}

/* A thread's calls on arrays of its own: the second thread of "threads". Its own check is the
 * sequential C's, as check's. */
static void *other_thread(void *arg) {
  size_t *bad = arg, p = P;
  float *a2, *a2_in, *b2, *k2, *result2;
  if (!allocate(p, &a2, &a2_in, &b2, &k2, &result2)) {
    *bad = p;
    return NULL;
  }
  for (int call = 0; call < 10; call++) {
    for (size_t j = 0; j < p; j++) {
      for (int i = 0; i < E; i++) {
        a2[j * E + i] = a2_in[j * E + i] = (float)((j * 3 + (size_t)i + (size_t)call) % 500) * 0.25f;
        b2[j * E + i] = (float)i * 0.5f - (float)(j % 7);
      }
      k2[j] = 2.5f + (float)(j % 30);
      result2[j] = UNSET;
    }
    if (step_bulk(p, a2, b2, k2, result2, NULL) != BULK_OK) *bad += p;
    for (size_t j = 0; j < p; j++) {
      float expect[E];
      memcpy(expect, a2_in + j * E, sizeof expect);
      float r = step(expect, b2 + j * E, k2[j]);
      *bad += memcmp(a2 + j * E, expect, sizeof expect) != 0 || memcmp(&result2[j], &r, sizeof r) != 0;
    }
  }
  free(a2), free(a2_in), free(b2), free(k2), free(result2);
  return NULL;
}

static const char *code(int rc) {
  return rc == BULK_OK ? "OK" : rc == BULK_ERROR_LAUNCH ? "LAUNCH" : rc == BULK_ERROR_INVALID_ARGUMENT ? "INVALID_ARGUMENT" : "other";
}

int main(int argc, char **argv) {
  P = argc > 1 ? strtoull(argv[1], NULL, 10) : 20;
  const char *how = argc > 2 ? argv[2] : "";
  if (!allocate(P, &a, &a_in, &b, &k, &result)) return 1;
  if (strcmp(how, "many") == 0 || strcmp(how, "threads") == 0 || strcmp(how, "fork") == 0) {
    size_t calls_wrong = 0, other_bad = 0;
    pthread_t other;
    int threads = strcmp(how, "threads") == 0;
    if (threads && pthread_create(&other, NULL, other_thread, &other_bad) != 0) return 1;
    int calls = strcmp(how, "fork") == 0 ? 1 : 30;
    for (int call = 0; call < calls; call++) {
      fill();
      bulk_timing t;
      int rc = step_bulk(P, a, b, k, result, &t);
      calls_wrong += rc != BULK_OK || strcmp(t.target, "both") != 0 || check(P) != 0;
    }
    if (threads) pthread_join(other, NULL);
    if (strcmp(how, "fork") == 0) { /* the child's call needs a CPU thread of its own */
      fflush(stdout);
      pid_t child = fork();
      if (child == 0) {
        alarm(60); /* a call that waits for its parent's thread would never end */
        fill();
        bulk_timing t;
        int rc = step_bulk(P, a, b, k, result, &t);
        printf("child: ");
        int wrong = rc != BULK_OK || strcmp(t.target, "both") != 0 || check(P) != 0;
        fflush(stdout);
        _exit(wrong);
      }
      int status = 0;
      if (child < 0 || waitpid(child, &status, 0) != child) return 1;
      printf("child %s\n", WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "right" : "WRONG");
    }
    printf("%s: %zu calls wrong; the other thread's instances wrong: %zu\n", how, calls_wrong, other_bad);
    return 0;
  }
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
