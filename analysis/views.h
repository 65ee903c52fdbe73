/* views.h: pointers into an instance's arrays (views.c). */
#ifndef BULKCC_VIEWS_H
#define BULKCC_VIEWS_H

#include "../frontend/parse.h"

/* &a[k] or a + k, as sema types it (Node.is_window). */
bool view_is_window(const Node *n);
/* Makes n the window array + offset (array - offset when subtract), array and offset typed; an
 * offset NULL is 0. A window of a window is one window into the first's array. */
void view_window(Node *n, Node *array, Node *offset, bool subtract);
/* Makes n the element (or row) array[offset], array typed (a window: what it points to, moved). */
void view_element(Node *n, Node *array, Node *offset);

/* The array a pointer expression points into, when it is a whole array of the function (the
 * array itself, or a window of it): NULL for a window of a row, or no pointer. */
Symbol *view_base(const Node *n);
/* Its offset from that array's start (a window's offset, moved; 0 for the array itself). */
Node *view_offset(Node *n);
/* Makes n, a use of the pointer variable sym, the window of sym->view_of at sym's offset. */
void view_of_variable(Node *n, Symbol *sym);
/* The use of a pointer variable's offset in n, when n is that variable (view_of_variable's
 * window): what an assignment or increment of the variable changes. */
Node *view_variable_offset(const Node *n);
/* Makes n (an offset just computed: an assignment or increment of a pointer variable) the window
 * of base at that offset, its computation moved into the window. */
void view_wrap(Node *n, Symbol *base);

#endif
