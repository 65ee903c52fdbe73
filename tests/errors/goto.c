// goto is refused at the goto, with file, line, column and caret.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck --strict-whitespace %s
void f(float a[4]) {
  for (int i = 0; i < 4; i++) {
    if (i == 2) goto done;
// CHECK: goto.c:[[@LINE-1]]:17: error: goto is not supported in bulk code
// CHECK-NEXT: {{^}}    5 |     if (i == 2) goto done;
// CHECK-NEXT: {{^}}      |                 ^
    a[i] = 0;
  }
done:
// CHECK: goto.c:[[@LINE-1]]:1: error: labels are not supported
  a[0] = 1;
}
