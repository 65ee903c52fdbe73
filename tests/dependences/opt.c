// OPT: the i and j loops carry the table's dependences (row i reads its own earlier columns and
// later rows) but not those of one diagonal j - i, the k loop is a minimum over s, and s and r are each iteration's own.
// RUN: %bulkcc --dump=plan %S/../../samples/opt.c | FileCheck %s
// CHECK-LABEL: function opt (entry)
// CHECK: for 11:3: parallel
// CHECK: for 12:3: sequential, carries flow on M at distance 1..61; a wavefront: the cells of one line -i + j = w are independent; private s, r
// CHECK: for 13:5: sequential, carries flow on M at distance 1..61; private s, r
// CHECK: for 15:7: reduction min over s (ties keep the earliest); private r
