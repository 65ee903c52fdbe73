// A uniform parameter's range must lie within the parameter's own type, where NAME_bulk checks
// it: an unsigned n given -1..-1 is refused (compared as unsigned, no n would ever be below it and
// every n was accepted), as is a range past an unsigned short's 65535; a range within the type
// gets its checks in that type.
// RUN: not %bulkcc --check %s --uniform n=-1..-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: range_in_type.c:[[#@LINE+10]]:24: error: --uniform n=-1..-1: 'n' of entry 'shifted' is 'unsigned int', whose values are 0..4294967295; give a range within them
// RUN: not %bulkcc --check %s --uniform n=0..4294967296 2>&1 | FileCheck %s --check-prefix=ABOVE
// ABOVE: error: --uniform n=0..4294967296: 'n' of entry 'shifted' is 'unsigned int', whose values are 0..4294967295
// RUN: not %bulkcc --check %s --uniform n=0..6 --uniform m=0..70000 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: error: --uniform m=0..70000: 'm' of entry 'wrapped' is 'unsigned short', whose values are 0..65535
// RUN: not %bulkcc --check %s --uniform n=0..6 --uniform m=-5..3 -DWIDE 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: error: --uniform m=-5..3: 'm' of entry 'wrapped' is 'unsigned long long', whose values are 0..18446744073709551615
// RUN: %bulkcc %s --uniform n=0..6 --uniform m=1..65535 -o - | FileCheck %s
// CHECK: if (n > 6) return bulk_refuse_call(timing, 
// CHECK: if (m < 1) return bulk_refuse_call(timing, 
float shifted(unsigned n, float a[8]) { return a[n + 1u]; }
#ifdef WIDE
float wrapped(unsigned long long m, float a[8]) { return a[m % 8u]; }
#else
float wrapped(unsigned short m, float a[8]) { return a[m % 8u]; }
#endif
