// Where evaluation stops and interval reasoning cannot bound an index, the report says the access
// was in bounds where evaluated and is not proved for the rest.
// RUN: %bulkcc --check --report %s | FileCheck %s
float f(const float a[8]) {
  float s = 0;
  for (int r = 0; r < 100000000; r++)
    for (int i = 0; i < 8; i++) s += a[(i ^ r) & 7];
  return s;
}
// CHECK: evaluation stopped at {{.*}}: evaluation took more than the step budget
// CHECK: bounds: 0 of 1 array accesses proved in bounds
// CHECK-NEXT: not proved: {{.*}}report_partial.c:7:39: in bounds where evaluated, not proved for the rest
