// Which reads of the statement after a loop that goes ahead are made before the loop
// (plan/early.c): each entry of the input is one case of the rule. Their results are checked
// against the sequential C in differential/programs (cpu, emulation, and the GPU where there is one).
// RUN: %bulkcc --dump=plan %S/../differential/programs/early_reads.c | FileCheck --check-prefix=PLAN %s
// RUN: %bulkcc %S/../differential/programs/early_reads.c -o - | FileCheck %s
// PLAN-LABEL: function moved (entry)
// PLAN: loop 12:7: ahead 32 iterations, 1 read; 1 read of the next statement before the loop
// PLAN-LABEL: function written_in_loop (entry)
// PLAN: loop 21:5: ahead 32 iterations, 1 read{{$}}
// PLAN-LABEL: function index_from_loop (entry)
// PLAN: loop 34:5: ahead 32 iterations, 1 read{{$}}
// PLAN-LABEL: function counter_after (entry)
// PLAN: loop 47:5: ahead 32 iterations, 1 read{{$}}
// PLAN-LABEL: function conditional (entry)
// PLAN: loop 56:5: ahead 32 iterations, 1 read; 1 read of the next statement before the loop
// PLAN-LABEL: function helper_after (entry)
// PLAN: loop 69:5: ahead 32 iterations, 1 read{{$}}
// PLAN-LABEL: function written_by_statement (entry)
// PLAN: loop 78:5: ahead 32 iterations, 1 read{{$}}
// PLAN-LABEL: function index_set_by_statement (entry)
// PLAN: loop 88:5: ahead 32 iterations, 1 read{{$}}
// PLAN-LABEL: function declared_after (entry)
// PLAN: loop 97:5: ahead 32 iterations, 1 read; 1 read of the next statement before the loop
// PLAN-LABEL: function case_past (entry)
// PLAN: loop 111:7: ahead 32 iterations, 1 read; 1 read of the next statement before the loop
// PLAN-LABEL: function declared_array (entry)
// PLAN: loop 128:5: ahead 32 iterations, 1 read; 1 read of the next statement before the loop
//
// CHECK-LABEL: entry moved:
// CHECK: float bulk_early0; /* read before the loop */
// CHECK-NEXT: bulk_early0 = c[(((size_t)((i - 1))) * 24u + (size_t)(j)) * bulk_p];
// CHECK-NEXT: { /* the loads of 32 iterations first */
// CHECK: m[(((size_t)(i)) * 24u + (size_t)(j)) * bulk_p] = (__fmul_rn(s, 0.5f) + bulk_early0);
// CHECK-LABEL: entry written_in_loop:
// CHECK-NOT: bulk_early
// CHECK-LABEL: entry conditional:
// CHECK: bulk_early0 = c[((size_t)(j)) * bulk_p];
// CHECK: a[((size_t)(j)) * bulk_p] = ((bulk_early0 > 0.5f) ? (s + d[((size_t)(j)) * bulk_p]) : (s - d[((size_t)(((24 - 1) - j))) * bulk_p]));
// CHECK-LABEL: entry helper_after:
// CHECK-NOT: bulk_early
// CHECK-LABEL: entry declared_after:
// CHECK: bulk_early0 = c[((size_t)(j)) * bulk_p];
// CHECK: float r = fabsf((float)(s)) + bulk_early0;
// CHECK-LABEL: entry case_past:
// CHECK: case 0:;
// CHECK-NEXT: s += 2;
// CHECK-NEXT: float bulk_early0; /* read before the loop */
// CHECK-LABEL: entry declared_array:
// CHECK: bulk_early0 = c[((size_t)(j)) * bulk_p];
// CHECK-NOT: bulk_early1
// CHECK: float r = (t[((size_t)(j)) * bulk_p] + bulk_early0) + s;
