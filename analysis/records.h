/* records.h: structs as one array per leaf member (records.c). */
#ifndef BULKCC_RECORDS_H
#define BULKCC_RECORDS_H

#include "../frontend/parse.h"

/* A leaf member of a struct, through nested structs: its path ("in.x") and its type within one
 * struct (the dimensions of arrays of structs on the way, then the member's own). */
typedef struct RecordLeaf {
  const char *path;
  Type *type;
  bool pointer; /* a pointer member (`float *pState`): type is the array it points into, `T []`; a
                   function's own struct holds it as a pointer variable, a helper's parameter as
                   the array the caller's points into */
} RecordLeaf;

/* The leaves of a struct type (allocated: free them); false, with an error at `at` naming what
 * bulk code cannot hold (a union, a pointer or bit-field member, an incomplete type). */
bool record_leaves(Type *record, SrcLoc at, const char *what, RecordLeaf **leaves, int *count);
/* A pointer member to no numbers (`const br_hash_class *vtable`, a function pointer): no leaf. A
 * function may set it, which does nothing in bulk code (its value is never read there); reading
 * it is refused. */
bool record_member_is_opaque(const Member *m);
/* One struct type, whatever copies of its Type (qualified, typedef'd) are compared. */
bool record_same(const Type *a, const Type *b);
/* Whether record_leaves would split it, nothing reported. */
bool record_splits(Type *record);
/* The record under an object's type (a record, or arrays of one), or NULL. */
Type *record_of(Type *t);
/* The array a leaf of an object of type `object` is: the object's dimensions, then the leaf's
 * type, and [1] where neither is an array (so that helpers may write it: *lone says so). */
Type *record_leaf_array(Type *object, Type *leaf, bool *lone);
/* The leaf access a member access chain ending at a leaf member is (`s.v[i].x` is s.v.x[i]):
 * NULL, with nothing reported, where the chain reaches no struct object. */
Node *record_access(const Node *member);
/* What a call passes for the callee's leaf `path` of the struct an argument names (`&s`, `p`,
 * `&a[i]`, `a`, `&s.in`): that leaf's array from the struct's place on; from_element, for a
 * callee taking an array of structs: from element i's place on, whatever the leaf's shape. */
Node *record_argument(const Node *object, const char *path, bool from_element, SrcLoc loc);

#endif
