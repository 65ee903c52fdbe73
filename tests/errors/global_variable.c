// A file-scope variable would be shared by every instance, and an extern one is defined in
// another file: a use of either in code an entry reaches is refused there, once, with the
// declaration in a note. The rest of a library file may declare them unused.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float total;
extern const int limit;
extern int verbose;
static int calls;
void f(float a[4]) { a[0] = total + limit + total; }
// CHECK: global_variable.c:9:29: error: use of 'total': the file-scope variable 'total' would be shared by every instance; make it a 'static const' table
// CHECK: global_variable.c:5:7: note: 'total' is declared here
// CHECK: global_variable.c:9:37: error: use of 'limit': the file-scope variable 'limit' is defined in another file (extern): bulkcc cannot know its value; define it in this file as a 'static const' table
// CHECK: global_variable.c:6:18: note: 'limit' is declared here
// CHECK: 2 errors generated.
