// GCC attributes in library code: those that say how to compile (inline, alignment, unused) are
// passed over; those that change what a declaration means are refused.
// RUN: %bulkcc --check -DGOOD %s
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static inline unsigned rotl(unsigned x, int r) __attribute__((always_inline));
static inline unsigned rotl(unsigned x, int r) { return (x << r) | (x >> (32 - r)); }
__attribute__((noinline)) static unsigned twice(unsigned x) { return 2 * x; }
static const unsigned table[4] __attribute__((aligned(16), __unused__)) = {1, 2, 3, 4};
#ifndef GOOD
typedef int v4 __attribute__((vector_size(16)));
typedef int narrow __attribute__((__mode__(__QI__)));
#endif
unsigned f(const unsigned a[4]) __attribute__((hot));
unsigned f(const unsigned a[4]) { return rotl(a[0], 3) + twice(a[1]) + table[2]; }
// CHECK: attributes.c:10:16: error: attribute 'vector_size' changes what the declaration means; bulkcc does not support it (other attributes are passed over)
// CHECK: attributes.c:11:20: error: attribute 'mode' changes what the declaration means
