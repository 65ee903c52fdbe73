// Interval reasoning follows the counter's C type. A signed char counting to 128 wraps to -128
// (a[-4]), and an unsigned counter never goes below 0: neither loop bounds its counter, so
// neither access is proved once the evaluation has stopped at its budget.
// RUN: %bulkcc --check --report %s 2>/dev/null | FileCheck %s --check-prefix=REPORT
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s
void f(float a[4], float b[8], float c[1]) {
  for (int k = 0; k < 300000; k++)
    for (signed char s = 0; s < 100 + k / 299999 * 28; s++) a[s / 32] += 1;
// CHECK: interval_counter_type.c:[[@LINE-1]]:62: warning: access to 'a' not proved in bounds
  for (int k = 0; k < 300000000; k++) c[0] += 1;
  for (unsigned i = 7; i >= 0; i--) b[i] += 1;
// CHECK: interval_counter_type.c:[[@LINE-1]]:38: warning: access to 'b' not proved in bounds: the evaluation stopped before reaching it
}
// CHECK: 2 warnings generated.
// REPORT: bounds: 1 of 3 array accesses proved in bounds (1 of them by interval reasoning over the loop bounds)
// REPORT-NEXT: not proved: {{.*}}interval_counter_type.c:8:62: in bounds where evaluated, not proved for the rest
// REPORT-NEXT: not proved: {{.*}}interval_counter_type.c:11:38: never reached
