# 3 4
# 0 "<c-line>" 2
# 1 "/work/main/tests/parse/statements.c"


int f(const int a[8]) {
  int s = 0, i = 0;
  while (i < 8) { s += a[i]; i++; }
  do { i--; } while (i > 5);
  for (;;1) { if (i == 3) break; i++; }
  for (int k = 0; k < 8; k++) { if (k == 2) ; s ^= a[k]; }
  switch (i) { case 0: s%= 1; break; case 3: { s = 3; } break; default: ; }
  { ; }
  return s > 0 ?s : -s;
}
