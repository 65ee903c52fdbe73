// Duplicate case values (after conversion to the switch value's promoted type) and a second
// default are errors, as in gcc, each with the earlier label noted; nested switches keep their own.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int f(int a[2]) {
  switch (a[0]) { case 0: a[1] = 1; break; case 4294967296LL: a[1] = 2; break; }
// CHECK-DAG: duplicate_case.c:[[@LINE-1]]:44: error: duplicate case value
// CHECK-DAG: duplicate_case.c:[[@LINE-2]]:19: note: previously used here
  switch (a[0]) { case 1: switch (a[1]) { case 1: break; default: break; } break; default: break; case 'a': case 97: break; }
// CHECK-DAG: duplicate_case.c:[[@LINE-1]]:109: error: duplicate case value
// CHECK-DAG: duplicate_case.c:[[@LINE-2]]:99: note: previously used here
  switch ((unsigned)a[0]) { case -1: break; case 4294967295u: break; case 2: case 3: break; }
// CHECK-DAG: duplicate_case.c:[[@LINE-1]]:45: error: duplicate case value
// CHECK-DAG: duplicate_case.c:[[@LINE-2]]:29: note: previously used here
  switch (a[1]) { default: break; case 5: break; default: a[0] = 1; }
// CHECK-DAG: duplicate_case.c:[[@LINE-1]]:50: error: multiple default labels in one switch
// CHECK-DAG: duplicate_case.c:[[@LINE-2]]:19: note: this is the first default label
  return 0;
}
// CHECK: 4 errors generated.
