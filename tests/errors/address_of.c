// Taking an address is refused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static void set(float x) { (void)x; }
void f(float a[4]) { set(*&a[0]); }
// CHECK-DAG: address_of.c:[[@LINE-1]]:26: error: pointer dereference ('*') is not supported
// CHECK-DAG: address_of.c:[[@LINE-2]]:27: error: taking an address ('&') is not supported
