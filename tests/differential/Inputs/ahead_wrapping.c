/* Load-ahead (plan/ahead.c) over indices whose C value wraps: unsigned arithmetic is modulo
 * 2^width and a narrowing conversion keeps the low bits, so each index below reads what the
 * iteration before wrote, and its reads must stay after that write. The last entries wrap to
 * an offset that no write reaches: those still go ahead. */

/* i + 4294967295u is i - 1 in unsigned int */
void plus_max_unsigned(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[i + 4294967295u] % 1000 + 1;
}

/* the same constant in hexadecimal */
void plus_max_hex(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[i + 0xFFFFFFFFu] % 1000 + 1;
}

/* the counter converted first */
void cast_plus_max(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[(unsigned)i + 4294967295u] % 1000 + 1;
}

/* unsigned long wraps modulo 2^64 */
void plus_max_unsigned_long(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[(unsigned long)i + 18446744073709551615ul] % 1000 + 1;
}

/* a negated unsigned constant: -1u is 4294967295u */
void minus_one_unsigned(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[i + -1u] % 1000 + 1;
}

/* a conversion to unsigned short keeps 16 bits: i + 65535 is i - 1 */
void short_wrap(int a[260]) {
  for (int i = 1; i < 250; i++) a[i] = a[(unsigned short)(i + 65535)] % 1000 + 1;
}

/* an unsigned variable: i + k + 4294967295u is i + k - 1 */
void atom_wrap(int a[300]) {
  unsigned k = 3;
  for (int i = 1; i < 250; i++) a[i + k] = a[i + k + 4294967295u] % 1000 + 1;
}

/* two dimensions, the column wrapping: m[r][c + 4294967295u] is m[r][c - 1] */
void row_wrap(int m[4][60]) {
  for (int r = 0; r < 4; r++)
    for (int c = 1; c < 60; c++) m[r][c] = m[r][c + 4294967295u] % 1000 + 1;
}

/* (unsigned)(i + 4294967297) is i + 1: read ahead of the write, safe to load ahead */
void plus_one_wrapped(int a[260]) {
  for (int i = 0; i < 250; i++) a[i] = a[(unsigned)(i + 4294967297)] - a[i] % 1000;
}

/* i + 1u reads ahead of the write: loaded ahead */
void plus_one_unsigned(int a[260]) {
  for (int i = 0; i < 250; i++) a[i] = a[i + 1u] - a[i] % 1000;
}
