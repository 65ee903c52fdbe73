/* The default choice of engine (bulk_call_targets): the emulated GPU code and the CPU target's
 * code of streamed.c's entry step, linked together, with no target set. Makes `calls` calls
 * (argv[2], default 8) on p instances (argv[1], default 100000), each on fresh inputs, and prints
 * for each where it ran and why, and whether every instance holds its results. With "set" as
 * argv[3], chooses the CPU with bulk_set_target first; with "smaller", then makes 5 calls on 100
 * instances (numbered on). */
#include "streamed_bulk.h"
#include "step_instances.h"

static void one_call(const step_instances *s, int call) {
  step_fill(s, (size_t)call);
  bulk_timing t;
  int rc = step_bulk(s->p, s->a, s->b, s->k, s->result, &t);
  printf("call %d: rc=%s target=%s why=%s\n", call, step_code(rc), t.target, t.why ? t.why : "(none)");
  printf("call %d: ", call);
  step_check(s, s->p);
}

int main(int argc, char **argv) {
  size_t p = argc > 1 ? strtoull(argv[1], NULL, 10) : 100000;
  int calls = argc > 2 ? atoi(argv[2]) : 8;
  const char *how = argc > 3 ? argv[3] : "";
  if (strcmp(how, "set") == 0) bulk_set_target(BULK_TARGET_CPU);
  step_instances s;
  if (!step_allocate(&s, p)) return 1;
  for (int call = 0; call < calls; call++) one_call(&s, call);
  step_free(&s);
  if (strcmp(how, "smaller") == 0) {
    if (!step_allocate(&s, 100)) return 1;
    for (int call = calls; call < calls + 5; call++) one_call(&s, call);
    step_free(&s);
  }
  return 0;
}
