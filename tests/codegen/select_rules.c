// Which ifs become selects: data-dependent ones whose arms are a few scalar assignments without
// side effects or integer division. Others keep their branch.
// RUN: %bulkcc %s -o - | FileCheck %s
int f(const int a[4], int x, int y) {
  int t, q = 0, lo = a[0], hi = a[1];
  if (lo > hi) { t = lo; lo = hi; hi = t; }
// CHECK: const bool bulk_sel = lo > hi;
// CHECK-NEXT: t = bulk_sel ? (int)(lo) : t;
// CHECK-NEXT: lo = bulk_sel ? (int)(hi) : lo;
// CHECK-NEXT: hi = bulk_sel ? (int)(t) : hi;
  if (x < y) q += x; else q -= y;
// CHECK: q = bulk_sel ? (int)(q + x) : q;
// CHECK-NEXT: q = !bulk_sel ? (int)(q - y) : q;
  if (y != 0) q = x / y;
// CHECK: if (y != 0)
  for (int i = 0; i < 4; i++)
    if (i == 2) q += 1;
// CHECK: if (bulkcc_opaque((int)(i)) == 2)
  return q + lo + hi;
}
