// Where evaluation stops and interval reasoning cannot bound an index, the report says the access
// was in bounds where evaluated and is not proved for the rest, and without --report a warning
// names the access and where the evaluation stopped.
// RUN: %bulkcc --check --report %s 2>/dev/null | FileCheck %s
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %bulkcc --check -Werror %s 2>&1 | FileCheck %s --check-prefix=WERROR
float f(const float a[8]) {
  float s = 0;
  for (int r = 0; r < 100000000; r++)
    for (int i = 0; i < 8; i++) {
      int k = i;
      if (r & 1) k = 7 - i; /* assigned twice: interval reasoning follows no such variable */
      s += a[k];
    }
  return s;
}
// CHECK: evaluation stopped at {{.*}}: evaluation took more than its budget of 20000000 steps
// CHECK: bounds: 0 of 1 array accesses proved in bounds
// CHECK-NEXT: not proved: {{.*}}report_partial.c:13:13: in bounds where evaluated, not proved for the rest
// WARN: report_partial.c:13:13: warning: access to 'a' not proved in bounds: it was in bounds until the evaluation stopped, and interval reasoning over the loop bounds cannot bound its index
// WARN: note: the evaluation of 'f' stopped here: evaluation took more than its budget of 20000000 steps
// WARN: 1 warning generated.
// WERROR: report_partial.c:13:13: error: access to 'a' not proved in bounds{{.*}} [-Werror=bounds]
