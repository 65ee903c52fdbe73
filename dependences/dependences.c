/* dependences.c: every function's regions, their loops classified (dependences.h). */
#include <stdlib.h>
#include <string.h>

#include "model.h"

static void classify(Region *r, void *data) {
  (void)data;
  classify_region_loops(r);
}

void dependences_program(Program *prog) {
  for (Function *fn = prog->functions; fn; fn = fn->next)
    if (fn->body) region_each(fn, classify, NULL);
}

static void describe_reductions(FILE *f, const LoopDependences *d) {
  for (int i = 0; i < d->nreductions; i++) {
    const Reduction *r = &d->reductions[i];
    fprintf(f, "%s %s over %s", i ? "," : "", r->op, r->var->name);
    if (!r->exact) fprintf(f, " (another order rounds otherwise: only with --reassociate)");
    else if (!strcmp(r->op, "min") || !strcmp(r->op, "max"))
      fprintf(f, " (ties keep the %s)", r->ties_first ? "earliest" : "latest");
  }
}

void dependences_describe(FILE *f, const LoopDependences *d) {
  switch (d->cls) {
  case LOOP_NOT_ANALYSED:
    fprintf(f, "sequential, not analysed: %s", d->why);
    return;
  case LOOP_PARALLEL:
    fprintf(f, "parallel");
    break;
  case LOOP_REDUCTION:
    fprintf(f, "reduction");
    describe_reductions(f, d);
    break;
  case LOOP_SCAN:
    fprintf(f, "scan");
    describe_reductions(f, d);
    break;
  case LOOP_CARRIED:
    fprintf(f, "sequential, carries");
    for (int i = 0; i < d->ncarried; i++) {
      const Carried *c = &d->carried[i];
      fprintf(f, "%s %s on %s at distance ", i ? "," : "", c->kind, c->storage);
      if (c->unbounded) fprintf(f, "%lld or more", c->min);
      else if (c->min == c->max) fprintf(f, "%lld", c->min);
      else fprintf(f, "%lld..%lld", c->min, c->max);
    }
    break;
  }
  if (d->wave) fprintf(f, "; a wavefront: the cells of one line %s = w are independent", d->wave->text);
  if (d->nprivates) {
    fprintf(f, "; private");
    for (int i = 0; i < d->nprivates; i++) fprintf(f, "%s %s", i ? "," : "", d->privates[i]->name);
  }
}

void dependences_free(LoopDependences *d) {
  if (!d) return;
  free(d->reductions);
  free(d->carried);
  free(d->privates);
  wavefront_free(d->wave);
  free(d);
}
