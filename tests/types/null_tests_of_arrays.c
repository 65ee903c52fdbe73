// A test of an array against a null pointer (`!data`, `c != NULL`, `NULL == c`, `c == 0`,
// `if (c)`) is accepted: NAME_bulk refuses NULL arrays and helpers are passed arrays, so each
// has one answer, which --report counts. (They were "array used as a value", and NULL's cast
// "a cast to a pointer type is supported only as a view".)
// The program is the differential set's (which runs it on every target).
// RUN: %bulkcc --check --report %S/../differential/programs/null_tests.c | FileCheck %s
// CHECK-LABEL: entry sum
// CHECK: null tests 1 of an array against a null pointer, each taken as never null: sum_bulk refuses a NULL array
// CHECK: bounds: 2 of 2 array accesses proved in bounds
// CHECK-LABEL: entry wipe
// CHECK: null tests 4 of an array
