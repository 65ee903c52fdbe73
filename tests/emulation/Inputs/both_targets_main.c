/* NAME_bulk on both targets at once: the emulated GPU code and the CPU target's code of the same
 * entry, linked together. Calls step_bulk on P instances (argv[1], default 20) and prints where
 * they ran and what each instance holds afterwards: its results (instances before
 * timing.completed) or its inputs (the rest). With "set" as argv[2], chooses both targets with
 * bulk_set_target instead of BULK_TARGET; with "null", passes a NULL array; with "twice", calls
 * twice and prints the second call (whose share the first call's rates chose); with "smaller",
 * then calls on a tenth of the instances and prints that call; with "many", makes 30 calls in a
 * row, each checked; with "threads", calls from two threads at once, on instances of their own;
 * with "fork", calls, forks, and calls again in the child. */
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#include "streamed_bulk.h"
#include "step_instances.h"

/* One shared call on fresh inputs, checked: 0 when every instance holds its results and the call
 * ran on both targets. */
static size_t shared_call_wrong(const step_instances *s, size_t salt) {
  step_fill(s, salt);
  bulk_timing t;
  int rc = step_bulk(s->p, s->a, s->b, s->k, s->result, &t);
  return (rc != BULK_OK) + (strcmp(t.target, "both") != 0) + step_check(s, s->p);
}

/* The second thread of "threads": ten calls on p instances of its own, counting what went wrong. */
typedef struct other_calls {
  size_t p, wrong;
} other_calls;

static void *other_thread(void *arg) {
  other_calls *o = arg;
  step_instances s;
  if (!step_allocate(&s, o->p)) {
    o->wrong = 1;
    return NULL;
  }
  for (size_t call = 0; call < 10; call++) o->wrong += shared_call_wrong(&s, 3 + call);
  step_free(&s);
  return NULL;
}

/* "many", "threads" and "fork". */
static int repeated_calls(const step_instances *s, const char *how) {
  size_t calls_wrong = 0;
  other_calls o = {s->p, 0};
  pthread_t other;
  int threads = strcmp(how, "threads") == 0, forks = strcmp(how, "fork") == 0;
  if (threads && pthread_create(&other, NULL, other_thread, &o) != 0) return 1;
  for (size_t call = 0; call < (forks ? 1 : 30); call++) calls_wrong += shared_call_wrong(s, call) != 0;
  if (threads) pthread_join(other, NULL);
  if (forks) { /* the child's call needs a CPU thread of its own */
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
      alarm(60); /* a call that waits for its parent's thread would never end */
      printf("child: ");
      size_t wrong = shared_call_wrong(s, 1);
      fflush(stdout);
      _exit(wrong != 0);
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) != child) return 1;
    printf("child %s\n", WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "right" : "WRONG");
  }
  printf("%s: %zu calls wrong; the other thread's instances wrong: %zu\n", how, calls_wrong, o.wrong);
  return 0;
}

int main(int argc, char **argv) {
  size_t p = argc > 1 ? strtoull(argv[1], NULL, 10) : 20;
  const char *how = argc > 2 ? argv[2] : "";
  step_instances s;
  if (!step_allocate(&s, p)) return 1;
  if (strcmp(how, "many") == 0 || strcmp(how, "threads") == 0 || strcmp(how, "fork") == 0) {
    int rc = repeated_calls(&s, how);
    step_free(&s);
    return rc;
  }
  if (strcmp(how, "set") == 0) bulk_set_target(BULK_TARGET_BOTH);
  bulk_timing t;
  step_fill(&s, 0);
  int rc = step_bulk(s.p, s.a, strcmp(how, "null") == 0 ? NULL : s.b, s.k, s.result, &t);
  if (strcmp(how, "twice") == 0) {
    step_fill(&s, 0);
    rc = step_bulk(s.p, s.a, s.b, s.k, s.result, &t);
  }
  if (strcmp(how, "smaller") == 0) { /* then a call ten times smaller, of another size */
    s.p /= 10;
    step_fill(&s, 0);
    rc = step_bulk(s.p, s.a, s.b, s.k, s.result, &t);
  }
  printf("rc=%s detail='%s'\n", step_code(rc), bulk_error_detail());
  const char *target = t.target ? t.target : "(none)";
  if (strcmp(target, "both") == 0)
    printf("target both, %s on the CPU, completed %zu\n",
           t.cpu_instances == 0 ? "none" : t.cpu_instances < s.p ? "a share" : "all", t.completed);
  else
    printf("target %s alone, completed %zu\n", target, t.completed);
  if (t.cpu_instances && t.cpu_instances < 100) printf("cpu_instances %zu\n", t.cpu_instances);
  step_check(&s, rc == BULK_OK ? s.p : t.completed);
  step_free(&s);
  return 0;
}
