// The runtime's error detail holds a message of any length (it once kept 511 bytes), the first
// error of a run wins, and a new run starts with no detail.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cc -O2 -Wall -Wextra -Werror -I%runtime %s %runtime/bulk_cpu.c -o %t/detail
// RUN: %t/detail | FileCheck %s
// CHECK: length 3000, ends with 'end', code 6
// CHECK-NEXT: after a new run: ''
#include <stdio.h>
#include <string.h>

#define BULK_CPU 1  // the CPU runtime's declarations
#include "bulk_runtime.h"

int main(void) {
  static char message[3001];
  memset(message, 'x', 2997);
  strcpy(message + 2997, "end");
  bulk_run run;
  bulk_run_begin(&run);
  bulk_run_fail(&run, BULK_ERROR_CUDA, "%s", message);
  bulk_run_fail(&run, BULK_ERROR_LAUNCH, "a later error");
  const char *detail = bulk_error_detail();
  size_t length = strlen(detail);
  int code = bulk_run_end(&run, NULL);
  printf("length %zu, ends with '%s', code %d\n", length, detail + length - 3, code);
  bulk_run_begin(&run);
  printf("after a new run: '%s'\n", bulk_error_detail());
  bulk_run_end(&run, NULL);
  return 0;
}
