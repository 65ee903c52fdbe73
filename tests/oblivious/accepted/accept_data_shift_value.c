// Shifting by a data-dependent amount is fine in a value.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
unsigned mix(const unsigned a[2]) { return a[0] << (a[1] & 7); }
