/* symbols.c: a list of distinct symbols, for the planners that collect what a piece of code
 * assigns or writes (ahead.c, early.c). Lists stay short (a loop's variables), so a search is a
 * scan. */
#include <stdlib.h>

#include "plan.h"

bool symbol_listed(const SymbolList *list, const Symbol *sym) {
  for (int i = 0; i < list->count; i++)
    if (list->items[i] == sym) return true;
  return false;
}

void symbol_list_add(SymbolList *list, const Symbol *sym, const char *what) {
  if (!sym || symbol_listed(list, sym)) return;
  list->items = grow_array(list->items, &list->cap, (size_t)list->count + 1, sizeof *list->items, what);
  list->items[list->count++] = sym;
}

void symbol_list_free(SymbolList *list) {
  free(list->items);
  list->items = NULL;
  list->count = 0;
  list->cap = 0;
}
