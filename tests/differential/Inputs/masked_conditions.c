/* Conditions of ifs nested in ifs on data: in the CPU code's lanes where the outer condition is
 * false, the inner one's operands may divide by zero or overflow, so it is evaluated only where
 * the outer one holds (a lane with a[0] even divided by zero: SIGFPE). */
void divide_where_allowed(int a[4]) {
  int z = a[0] % 2;
  if (z != 0) {
    if (a[1] / z > 3) a[2] = 7;
    else a[2] = 8;
  }
}

void multiply_where_small(int a[4]) {
  int big = a[0] % 2 ? 1 : 2147483647;
  if (big < 2) {
    if (a[1] * big > 500) a[3] = a[1];
  }
}
