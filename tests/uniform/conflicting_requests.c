// A uniform parameter given other values twice is an error, on the command line or in the
// file's pragmas; where the command line and a pragma differ, the command line wins, with a
// note at the pragma. The same values twice are one request.
// RUN: not %bulkcc --check %s --uniform n=0..5 --uniform n=0..6 2>&1 | FileCheck %s --check-prefix=OPTIONS
// OPTIONS: error: --uniform n=0..5 and --uniform n=0..6 give 'n' other values
// RUN: not %bulkcc --check %s -DTWICE 2>&1 | FileCheck %s --check-prefix=PRAGMAS
// PRAGMAS: conflicting_requests.c:[[#@LINE+8]]:1: error: #pragma bulkcc uniform n=0..7: 'n' is given other values before
// PRAGMAS: conflicting_requests.c:[[#@LINE+5]]:1: note: 'n' is given as n=0..8 here
// RUN: %bulkcc --check %s --uniform n=0..4 --uniform n=0..4 2>&1 | FileCheck %s --check-prefix=WINS
// WINS: conflicting_requests.c:[[#@LINE+3]]:1: note: #pragma bulkcc uniform n=0..8 gives way to --uniform n=0..4 of the command line
// RUN: %bulkcc %s --uniform n=0..4 -o - 2>/dev/null | FileCheck %s --check-prefix=CHECKS
// CHECKS: if (n > 4) return bulk_refuse_call(timing, 
#pragma bulkcc uniform n=0..8
#ifdef TWICE
#pragma bulkcc uniform n=0..7
#endif
float sum(int n, const float a[8]) {
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
