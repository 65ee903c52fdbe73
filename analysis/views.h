/* views.h: pointers into an instance's arrays (views.c). */
#ifndef BULKCC_VIEWS_H
#define BULKCC_VIEWS_H

#include "../frontend/parse.h"

/* &a[k] or a + k, as sema types it (Node.is_window). */
bool view_is_window(const Node *n);
/* The pointer set to several arrays (Symbol.view_bases) that a checked pointer expression reads
 * (`q`, `q + k`), or NULL. */
Symbol *view_several_pointer(const Node *n);
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
/* The offset of the pointer n into its array, counted in elements of type points_to (the
 * offset a pointer variable of that element type holds); NULL where it is not a whole number of
 * them, or not known to be (a view's offset in bytes that is no constant). */
Node *view_offset_in(Node *n, const Type *points_to);
/* The use of a pointer variable's offset in n, when n is that variable (view_of_variable's
 * window): what an assignment or increment of the variable changes. */
Node *view_variable_offset(const Node *n);
/* Makes n (an offset just computed: an assignment or increment of a pointer variable) the window
 * of the variable's array at that offset, its computation moved into the window. */
void view_wrap(Node *n, Symbol *pointer);

/* Makes n `(T *)array`, T an integer type other than the array's: a view whose elements are
 * assembled from (or split into) the array's, as the little-endian targets lay them out. False,
 * with n unchanged, where the array is no whole one-dimensional array of integers of the
 * function, or a size does not divide the other. */
bool view_cast(Node *n, Node *array, Type *to);
/* A view's element (view_bytes, not a window): what reading it or storing into it becomes. */
bool view_is_word(const Node *n);
/* Makes n, a view's element, the expression that assembles it from the array's elements. Where
 * its position has side effects (`*w++`), they happen once: position (a fresh variable of the
 * function of type long long) holds it first. */
void view_lower_read(Node *n, Symbol *position);
/* The statements that store value (of the element's type, computed once into temp: a fresh
 * variable of the function of type view_temp_type) into a view's element; its position, where it
 * has side effects, computed once into position (as for view_lower_read). */
Type *view_temp_type(const Node *word);
Node *view_store(const Node *word, Node *value, Symbol *temp, Symbol *position);

#endif
