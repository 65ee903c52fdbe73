/* sema_internal.h: what the files of the semantic pass share -- the checker's state (Sema), its
 * scopes, and the helpers each file gives the others. Internal to analysis/: only sema.c and the
 * files it delegates to include it (what the rest of bulkcc sees is sema.h). */
#ifndef BULKCC_SEMA_INTERNAL_H
#define BULKCC_SEMA_INTERNAL_H

#include "sema.h"

typedef struct Binding {
  const char *name;
  Symbol *sym;
  int depth;
  int hidden; /* the binding of the same name that this one hides, or -1 */
} Binding;

/* Maps an interned name or a function to a number (-1: none); open addressing, grows at half full. */
typedef struct PointerMap {
  const void **keys;
  int *values;
  size_t cap, count;
} PointerMap;

/* The labels of one switch, to find duplicates when it ends. */
typedef struct CaseLabel {
  long long value; /* converted to the controlling expression's promoted type */
  Node *label;
  int order;       /* position in the switch */
  Node *repeats;   /* the earlier label of the same value, once found */
} CaseLabel;

typedef struct CaseList {
  CaseLabel *items;
  int count;
  size_t cap;
  Node *default_label;
} CaseList;

/* An array passed to a helper, checked against the parameter once the helper's sizes are folded. */
typedef struct ArrayArgument {
  Node *arg;
  const Param *param;
  const char *callee;
} ArrayArgument;

typedef struct Sema {
  Program *prog;
  LibFunc *libfuncs;
  Binding *bindings;
  int nbindings;
  size_t cap;
  PointerMap newest;  /* name -> index of its innermost binding */
  int depth;
  Function *fn;       /* function being checked */
  Node *loop;         /* innermost loop, for continue */
  Node *breakable;    /* innermost loop or switch, for break */
  Node *switch_stmt;  /* innermost switch, for case */
  CaseList *cases;    /* its labels */
  Node *view_positions; /* declarations of variables the function holds from its start: the positions
                           of view reads, which array a pointer set to several points into */
  ArrayArgument *array_args; /* to check when every reached function is */
  int narray_args;
  size_t cap_array_args;
  int nesting;        /* expressions and statements being checked, one inside the other */
  int chained;        /* of those, left operands of binary or comma operators (a + b + c ...) */
  Node *truth_only;   /* the expression about to be checked is used only for whether it is zero */
  Node *for_init;     /* the declaration of a for's first clause, which no statement may follow */
  bool too_deep;      /* reported once */
  Symbol *copy_counter; /* the counter of the loops that copies become (memcpy, struct copies: lower.c) */
  Node *declarations_ahead; /* the declarations after the one checked, of its statement: detached
                               while it is, and walked too where a pointer's arrays are found */
  struct NullCopy *null_copies; /* the functions' copies for calls giving NULL (sema_null_arguments) */
  int nnull_copies;
} Sema;

/* gcc builtins that <math.h> macros expand to (INFINITY, NAN, isnan, ...). */
typedef struct Builtin {
  const char *name;
  TypeKind result;
  int nargs;  /* -1: any arithmetic argument (type-generic) */
} Builtin;

/* `const uint8_t *p = in + 4;`: a pointer variable of the function points into one whole array
 * all its life; it becomes an integer variable, its offset into that array (Symbol.view_of). */
typedef struct PointerTargets {
  Sema *s;
  const char *name;   /* the pointer variable's */
  Symbol **arrays;    /* the arrays assignments `name = a + k` name, each once */
  int count;
  size_t cap;
  const char **followed; /* the pointers whose arrays are the name's too (`name = q`), each once */
  int nfollowed;
  size_t cap_followed;
} PointerTargets;

/* ---- sema.c ---------------------------------------------------------------------------------- */

/* Room for one more item in one of the AST's arrays that keep no capacity field. */
void *sema_grow_for_one_more(void *items, int count, size_t size, const char *what);
/* Scopes: a name bound in the innermost one, the symbol a name stands for (NULL: none), and the
 * symbol it stands for in the innermost scope only. */
void sema_bind(Sema *s, const char *name, Symbol *sym);
Symbol *sema_lookup(Sema *s, const char *name);
Symbol *sema_lookup_here(Sema *s, const char *name);
/* A variable or table of the function being checked (or of the file), in its locals and arrays. */
Symbol *sema_new_symbol(Sema *s, const char *name, SymKind kind, Type *type, SrcLoc loc);
/* A type's spelling for messages (free it); `adjusted`: an array parameter as the pointer it is. */
char *sema_type_string(const Type *t, bool adjusted);
/* Folds array sizes; `allow_unsized_first` for helper parameters such as `float a[][N]`. */
bool sema_fold_array_sizes(Sema *s, Type *t, SrcLoc loc, const char *name, bool allow_unsized_first);
const Builtin *sema_find_builtin(const char *name);
/* Expressions: checked and typed (sema_check_truth: its value used only for whether it is zero;
 * sema_check_discarded: its value dropped), and a value needed (false, with an error, for an
 * array, a struct or void). */
void sema_check_expr(Sema *s, Node *n);
void sema_check_truth(Sema *s, Node *n);
void sema_check_discarded(Sema *s, Node **slot);
bool sema_need_value(Node *n);
bool sema_is_array(const Node *n);
bool sema_is_struct_pointer(const Node *n);
bool sema_is_null_pointer_constant(Node *n);
/* An access refused already (typed int so that checking goes on): no further error. */
bool sema_is_invalid_access(const Node *n);
/* `((uint32_t *)bytes)[i] = v;` (or op=): statement n is marked for the lowering (lower.c) to
 * make it the stores of v's bytes, or refused. */
void sema_mark_view_store(Node *n);
void sema_check_vardecl(Sema *s, Node *d, bool file_scope);
/* A function type whose parameter list is its own; pointer parameters to numbers made arrays. */
Type *sema_declared_copy(const Type *fn_type);
void sema_pointer_params_as_arrays(Type *fn_type);

/* ---- constants.c ----------------------------------------------------------------------------- */

void sema_type_int_literal(Node *n);
void sema_type_char_literal(Node *n);
/* n, _Alignof, offsetof or _Generic, becomes the constant or the association it stands for. */
void sema_fold_alignof(Sema *s, Node *n);
void sema_fold_offsetof(Sema *s, Node *n);
void sema_choose_generic(Sema *s, Node *n);

/* ---- redeclarations.c ------------------------------------------------------------------------ */

void sema_check_redeclaration(Symbol *old, Node *d);

/* ---- initializers.c -------------------------------------------------------------------------- */

void sema_check_initializer(Sema *s, Node *init, Type *t, bool constant, const char *name);
bool sema_is_char_type(const Type *t);
/* The items of a brace list, for a struct's members: one taken off the list, whether one
 * initializes a whole row, a row made of the items whose braces C lets the file leave out. */
Node *sema_take_item(Node **cursor);
bool sema_initializes_row(const Node *item, const Type *row);
Node *sema_take_row(Node **cursor, Type *row, SrcLoc loc);

/* ---- pointer_variables.c --------------------------------------------------------------------- */

/* The arrays t->name is set to in the function (and the declarations after the one checked). */
void sema_walk_for_pointer_targets(PointerTargets *t);
void sema_free_pointer_targets(PointerTargets *t);
/* "s.a.b" of a member chain `s.a.b` of a variable; NULL for anything else. */
const char *sema_member_chain_name(const Node *n);
const Node *sema_call_argument(const Node *call, int k);
bool sema_is_pointer_choice(Sema *s, const Node *n);
void sema_pointer_choice_as_if(Node *n);
void sema_check_pointer_assignment(Sema *s, Node *n);
void sema_check_pointer_variable(Sema *s, Node *d);
/* An ast_walk step: *data, an interned name, becomes NULL where the name is assigned. */
AstStep sema_find_assignment_to(const Node *n, void *data);
bool sema_string_pointer_as_table(Sema *s, Node *d);
Node *sema_moved_array_params(Sema *s, Function *fn);

/* ---- null_copies.c --------------------------------------------------------------------------- */

const Param *sema_declared_param(const Function *f, int k);
bool sema_takes_null(const Param *p);
bool sema_null_arguments(Sema *s, Node *call, const Function *f);

/* ---- call_rewrites.c ------------------------------------------------------------------------- */

/* Unchecked nodes, checked where the statement they are part of is: a name, a declaration. */
Node *sema_named(const char *name, SrcLoc loc);
Node *sema_declaration_of(const char *name, Type *type, Node *init, SrcLoc loc);
void sema_find_member_bindings(Function *f);
/* Statement n made the block that does what C's call does; false where n is no such call. */
bool sema_members_set_by_call(Sema *s, Node *n);
bool sema_objects_as_bytes(Sema *s, Node *n);
bool sema_references_as_arrays(Sema *s, Node *n);
/* memcpy into or out of a scalar (`memcpy(&v, p, sizeof v)`): statement n made the assignment. */
bool sema_scalar_copy(Sema *s, Node *n);
bool sema_call_takes_objects(Sema *s, const Node *call);
void sema_initializer_as_assignment(Node *n, Node *d, Node *rest);
void sema_return_as_assignment(Sema *s, Node *n);

/* ---- record_declarations.c ------------------------------------------------------------------- */

void sema_declare_record_table(Sema *s, Node *d);
Node *sema_declare_record_local(Sema *s, Node *d);
void sema_bind_record_params(Sema *s, Function *fn);
void sema_split_record_params(Function *fn);

#endif
