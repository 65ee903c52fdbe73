// The report and the warnings list a loop's accesses in one order: its condition's, its body's,
// then a for loop's start's (the order the accesses were always listed in).
// RUN: %bulkcc --check --allow-gather --report %s 2>/dev/null | FileCheck %s
// RUN: %bulkcc --check --allow-gather %s 2>&1 | FileCheck %s --check-prefix=WARN
void f(const float x[8], float y[8], int n) {
  float w[8] = {0};
  for (int i = (int)w[n]; i < (int)w[n + 1]; i++) y[i] = w[n + 2];
  int j = 0;
  do { y[j] = w[n + 3]; j++; } while (j < (int)w[n + 4]);
}
// CHECK: not proved: {{.*}}report_site_order.c:7:37: its index depends on input data
// CHECK-NEXT: not proved: {{.*}}report_site_order.c:7:52: never reached
// CHECK-NEXT: not proved: {{.*}}report_site_order.c:7:59: never reached
// CHECK-NEXT: not proved: {{.*}}report_site_order.c:7:22: its index depends on input data
// CHECK-NEXT: not proved: {{.*}}report_site_order.c:9:49: never reached
// CHECK-NEXT: not proved: {{.*}}report_site_order.c:9:9: never reached
// CHECK-NEXT: not proved: {{.*}}report_site_order.c:9:16: never reached
// WARN: report_site_order.c:7:37: warning: access to 'w' not proved in bounds
// WARN: report_site_order.c:7:52: warning: access to 'y' not proved in bounds
// WARN: report_site_order.c:7:59: warning: access to 'w' not proved in bounds
// WARN: report_site_order.c:7:22: warning: access to 'w' not proved in bounds
// WARN: report_site_order.c:9:49: warning: access to 'w' not proved in bounds
// WARN: report_site_order.c:9:9: warning: access to 'y' not proved in bounds
// WARN: report_site_order.c:9:16: warning: access to 'w' not proved in bounds
