// goto is refused at the goto, with file, line, column and caret; its label alone is no error
// (labels without goto are accepted, tests/parse/loop_labels.c).
// RUN: not %bulkcc --check %s 2>&1 | FileCheck --strict-whitespace %s
void f(float a[4]) {
  for (int i = 0; i < 4; i++) {
    if (i == 2) goto done;
// CHECK: goto.c:[[@LINE-1]]:17: error: goto is not supported in bulk code
// CHECK-NEXT: {{^}}    6 |     if (i == 2) goto done;
// CHECK-NEXT: {{^}}      |                 ^
    a[i] = 0;
  }
done:
  a[0] = 1;
}
// CHECK: 1 error generated.
