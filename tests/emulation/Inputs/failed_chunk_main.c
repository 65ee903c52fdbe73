/* What a failed NAME_bulk call leaves: run with BULK_FAIL_CHUNK=k, chunk k fails before its
 * kernel. Instances before timing.completed must hold their results, the rest their inputs, and
 * the result array past completed what the caller put there. Also: a NULL array is refused by
 * name, before anything is touched. */
#include "streamed_bulk.h"
#include "step_instances.h"

enum { P = 20 };

int main(void) {
  step_instances s;
  if (!step_allocate(&s, P)) return 1;
  bulk_timing t;
  step_fill(&s, 0);
  int rc = step_bulk(P, s.a, s.b, s.k, s.result, &t);
  printf("rc=%s detail='%s'\n", step_code(rc), bulk_error_detail());
  printf("%zu chunks of %zu, completed %zu\n", t.chunks, t.chunk_instances, t.completed);
  step_check(&s, t.completed);
  step_fill(&s, 0);
  rc = step_bulk(P, s.a, NULL, s.k, s.result, &t);
  printf("NULL b: rc=%s detail='%s' completed %zu\n", step_code(rc), bulk_error_detail(), t.completed);
  step_check(&s, 0);
  step_free(&s);
  return 0;
}
