// Every statement form of the subset parses into the tree.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
int f(const int a[8]) {
  int s = 0, i = 0;
  while (i < 8) { s += a[i]; i++; }
  do { i--; } while (i > 0);
  for (;;) { if (i == 3) break; i++; }
  for (int k = 0; k < 8; k++) { if (k == 2) continue; s ^= a[k]; }
  switch (i) { case 1: s = 1; break; case 3: { s = 3; } break; default: ; }
  { ; }
  return s > 0 ? s : -s;
}
// CHECK: declaration
// CHECK: while
// CHECK: do
// CHECK: for
// CHECK: break
// CHECK: for
// CHECK: continue
// CHECK: switch
// CHECK: case =1
// CHECK: case =3
// CHECK: default
// CHECK: return
// CHECK-NEXT: cond 'int'
