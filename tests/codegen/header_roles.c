// The header says what each array is, from what the entry does with it whatever const says: an
// input (never written), an output (written whole before any read: not copied in) or both, and
// its elements per instance.
// RUN: %bulkcc --header - -o /dev/null %s | FileCheck %s
// RUN: %bulkcc --check --report %s | FileCheck %s --check-prefix=REPORT
void f(float out[4], const float in[4], float both[2][3]) {
  for (int i = 0; i < 4; i++) out[i] = in[i];
  both[0][1] += both[1][2];
}
void g(float never_written[3], float r[1]) { r[0] = never_written[1]; }
// CHECK-LABEL: /* Runs f on p instances.
// CHECK: /* out: output (written whole before it is read), 4 elements of float per instance */
// CHECK-NEXT: /* in: input, 4 elements of float per instance */
// CHECK-NEXT: /* both: input and output, 6 elements of float per instance */
// CHECK-LABEL: /* Runs g on p instances.
// CHECK: /* never_written: input, 3 elements of float per instance */
// CHECK-NEXT: /* r: output (written whole before it is read), 1 element of float per instance */
// REPORT-LABEL: entry g
// REPORT-NEXT: parameter never_written {{.*}}float [3] {{ *}}input{{$}}
