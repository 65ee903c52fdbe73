// A function's declarations must agree, as gcc requires: parameter types after adjustment
// (const elements, inner array sizes), return type, '...', f() against float parameters, and
// no static declaration after an external one. Agreeing ones are accepted.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int f1(const float a[2]);
int f1(float a[2]) { return a[0]; }
// CHECK: conflicting_types.c:[[@LINE-1]]:5: error: conflicting types for 'f1'; have 'int(float *)'
// CHECK: conflicting_types.c:[[@LINE-3]]:5: note: previous declaration of 'f1' with type 'int(const float *)'
int f2(float a[2][3]);
int f2(float a[5][4]) { return a[0][0]; }
// CHECK: conflicting_types.c:[[@LINE-1]]:5: error: conflicting types for 'f2'; have 'int(float (*)[4])'
// CHECK: conflicting_types.c:[[@LINE-3]]:5: note: previous declaration of 'f2' with type 'int(float (*)[3])'
int f3(float a[2][3]);
int f3(float a[5][3]) { return a[0][0]; }
int f4(const int x);
int f4(int x) { return x; }
int f5();
int f5(float x) { return x; }
// CHECK: conflicting_types.c:[[@LINE-1]]:5: error: conflicting types for 'f5'; have 'int(float)'
int f6();
int f6(double x) { return x; }
int f8(int x);
static int f8(int x) { return x; }
// CHECK: conflicting_types.c:[[@LINE-1]]:12: error: static declaration of 'f8' follows non-static declaration
long f9(int x);
int f9(int x) { return x; }
// CHECK: conflicting_types.c:[[@LINE-1]]:5: error: conflicting types for 'f9'; have 'int(int)'
int f10(int x, ...);
int f10(int x) { return x; }
// CHECK: conflicting_types.c:[[@LINE-1]]:5: error: conflicting types for 'f10'; have 'int(int)'
int f11(void);
int f11(void) { return 1; }
int f11(void);
int f12(int x) { return x; }
double f12(int x);
// CHECK: conflicting_types.c:[[@LINE-1]]:8: error: conflicting types for 'f12'; have 'double(int)'
// CHECK: conflicting_types.c:[[@LINE-3]]:5: note: previous definition of 'f12' with type 'int(int)'
// a struct pointer and a void pointer compare as declared, not as sema lowers them
typedef struct { unsigned s[4]; } CTX;
void wipe_ctx(CTX *ctx);
void wipe_ctx(const CTX *ctx) { (void)ctx; }
// CHECK: conflicting_types.c:[[@LINE-1]]:6: error: conflicting types for 'wipe_ctx'; have 'void(const CTX *)'
void wipe_bytes(void *p, unsigned long n);
void wipe_bytes(const void *p, unsigned long n) { (void)p; (void)n; }
// CHECK: conflicting_types.c:[[@LINE-1]]:6: error: conflicting types for 'wipe_bytes'; have 'void(const void *, unsigned long)'
// CHECK: 9 errors generated.
