// -Werror makes the warnings of --allow-gather errors (exit 1, no output); -w silences them.
// RUN: not %bulkcc --allow-gather -Werror %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: test ! -e %t.cu
// RUN: %bulkcc --allow-gather -w %s -o %t2.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: test -s %t2.cu
int f(const int t[4], int k) { return t[k & 3]; }
// WERROR: werror.c:[[@LINE-1]]:43: error: array index depends on input data (gather allowed){{.*}} [-Werror=oblivious-index]
// WERROR: 1 error generated.
// QUIET-NOT: {{.}}
