// A table's initializer must be constant: variables, array elements, assignments and calls
// (other than the constant builtins <math.h>'s INFINITY and NAN expand to) are not; sizeof is,
// whatever it measures. Of braces around a scalar (refused), only the first item is looked at.
// One error per cause: an initializer already refused is not also called non-constant.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s --implicit-check-not=error:
static const int base = 2;
static const int list[2] = {1, 2};
static const int from_table = base + 1;
// CHECK: table_initializer.c:[[@LINE-1]]:36: error: initializer of table 'from_table' is not a constant
static const int element = 1 + list[1];
// CHECK: table_initializer.c:[[@LINE-1]]:30: error: initializer of table 'element' is not a constant
static const double builtin = __builtin_inf() + __builtin_nan("");
static const int classified = __builtin_isnan(1.0);
// CHECK: table_initializer.c:[[@LINE-1]]:31: error: initializer of table 'classified' is not a constant
static const int measured = sizeof list + sizeof(base + 1) + (3, 4);
static const int first_constant = {{1, base}};
// CHECK: table_initializer.c:[[@LINE-1]]:36: error: a brace list is only allowed to initialize an array
static const int first_variable = {{base, 1}};
// CHECK: table_initializer.c:[[@LINE-1]]:36: error: a brace list is only allowed to initialize an array
static int helper(void) { return 1; }
static const int called = helper() + 1;
// CHECK: table_initializer.c:[[@LINE-1]]:27: error: a call to 'helper' outside a function; C allows only constants in initializers at file scope
float f(const float a[4]) {
  int v = 1;
  static const int assigned = (v = 2);
// CHECK: table_initializer.c:[[@LINE-1]]:34: error: initializer of table 'assigned' is not a constant
  static const int stepped = 1 + v++;
// CHECK: table_initializer.c:[[@LINE-1]]:32: error: initializer of table 'stepped' is not a constant
  return a[0] + (float)(from_table + element + builtin + classified + measured + first_constant + first_variable +
                        assigned + stepped + called);
}
