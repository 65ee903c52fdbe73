// An enumerator's value must be an integer constant; uses of enumerators are their values.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
enum { WIDTH = 4, HEIGHT = WIDTH * 2 };
enum { BROKEN = 1 / 0 };
// CHECK: enumerators.c:[[@LINE-1]]:19: error: the value of enumerator 'BROKEN' is not an integer constant
float f(const float a[HEIGHT]) { return a[HEIGHT - 1] + (float)BROKEN; }
