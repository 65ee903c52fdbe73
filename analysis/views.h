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

#endif
