// A helper with an early return is fine when every call passes input-independent values.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
static int clamp_index(int i) { if (i < 0) return 0; if (i > 7) return 7; return i; }
float blur(const float a[8]) {
  float s = 0;
  for (int i = -1; i <= 8; i++) s += a[clamp_index(i)];
  return s;
}
