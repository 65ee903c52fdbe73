/* Checks several programs in one process, as the fuzzing harness does: each check must give the
 * answer a fresh process gives. Prints one line per check: the program's name and whether the
 * obliviousness check and the bounds check accept it. */
#include <stdio.h>
#include <string.h>

#include "../../../../analysis/evaluate.h"
#include "../../../../analysis/oblivious.h"
#include "../../../../analysis/sema.h"
#include "../../../../frontend/parse.h"

static const char *programs[][2] = {
  {"gather", "void f(const float a[4], float out[4]) { int k = 0; if (a[0] > 0) k = 3; out[k] = 1; }"},
  {"clean", "void f(const float a[4], float out[4]) { for (int i = 0; i < 4; i++) out[i] = a[i]; }"},
  {"out_of_bounds", "void f(float out[4]) { for (int i = 0; i <= 4; i++) out[i] = 1; }"},
  {"loop_on_data", "void f(const int a[4], float out[4]) { for (int i = 0; i < a[0]; i++) out[0] += 1; }"},
};

static void check(int which) {
  const char *name = programs[which][0], *text = programs[which][1];
  LibFunc *libfuncs = NULL;
  Program *prog = parse_program(text, strlen(text), "several.c", &libfuncs);
  bool parsed = prog && sema_check(prog, libfuncs, NULL, 0);
  bool oblivious = parsed && oblivious_check(prog, false);
  bool in_bounds = oblivious && evaluate_program(prog, NULL);
  printf("%s: %s\n", name, !parsed ? "error" : !oblivious ? "not oblivious" : !in_bounds ? "out of bounds" : "accepted");
}

int main(void) {
  int count = (int)(sizeof programs / sizeof programs[0]);
  for (int round = 0; round < 2; round++)
    for (int i = 0; i < count; i++) check(i);
  return 0;
}
