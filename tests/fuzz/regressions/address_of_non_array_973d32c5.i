# 0 "/work/madress_of.c"


static void set(float x) { (void)x; }
void f(float Ia[3]) { set(*&a[0]); }
