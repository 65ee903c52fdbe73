int f(void) { return 1; }
const int x = f();
void k(int a[4]) { a[0] = x; }
