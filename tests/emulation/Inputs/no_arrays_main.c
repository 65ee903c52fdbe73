/* Calls the entries of no_arrays.c: bulk_call with an empty table still runs p instances. */
#include <stdio.h>

#include "no_arrays_bulk.h"

int main(void) {
  bulk_timing t;
  int rc = nothing_bulk(100, &t);
  printf("nothing: %s, %zu completed\n", bulk_strerror(rc), t.completed);
  int x[3] = {1, 2, 3};
  printf("only_scalar: %s, ", bulk_strerror(only_scalar_bulk(3, x, NULL)));
  printf("on the device: %s\n", bulk_strerror(only_scalar_bulk_device(3, x, BULK_COLUMNS, NULL)));
  return 0;
}
