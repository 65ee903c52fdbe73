/* ast.h: types, symbols and syntax-tree nodes shared by every pass. */
#ifndef BULKCC_AST_H
#define BULKCC_AST_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "alloc.h"
#include "types.h"


/* A character constant's prefix, which gives its type: 'c' and L'c' are int (wchar_t is int on
 * the targets), u'c' is char16_t (unsigned short), U'c' is char32_t (unsigned int). */
typedef enum CharLitKind { CHAR_LIT_PLAIN, CHAR_LIT_WIDE, CHAR_LIT_UTF16, CHAR_LIT_UTF32 } CharLitKind;

typedef struct Param Param;
typedef struct Node Node;

struct Param {
  const char *name; /* may be NULL in prototypes */
  SrcLoc loc;
  Type *type;
  bool refused;     /* its type was refused already (a struct bulkcc cannot split) */
  bool from_void_pointer; /* declared `void *`: bulk code takes it as an array of bytes */
  Param *next;
};

typedef enum SymKind {
  SYM_VAR,     /* a variable of a function */
  SYM_PARAM,   /* a parameter of a function */
  SYM_TABLE,   /* file-scope or static const table */
  SYM_FUNC,    /* function defined in the file */
  SYM_LIBFUNC, /* function declared by a system header (math.h) */
} SymKind;

typedef struct Function Function;

/* A struct (or array of structs) of a function, split by sema into one array per leaf member
 * (records.c): the symbol standing for it holds them. */
typedef struct RecordObject {
  Type *type;          /* the record, or an array of records */
  bool by_pointer;     /* a parameter `S *p`: p-> and *p reach the one struct */
  bool parameter;      /* a parameter's: declared as an array (`S s[4]`), it is a pointer in C */
  int nleaves;
  struct Symbol **leaves; /* their arrays, in member order */
  const char **paths;  /* "in.x" per leaf, interned */
  bool *lone;          /* per leaf: a scalar of a lone struct, held as an array [1] */
} RecordObject;

typedef struct Symbol {
  const char *name;
  SymKind kind;
  Type *type;
  SrcLoc loc;
  Function *owner;  /* function the variable belongs to; NULL for tables */
  Function *fn;     /* SYM_FUNC */
  Node *decl;       /* declaring node (ND_VARDECL), when any */
  int index;        /* dense number within owner, for per-function analysis state */
  const char *emit_name; /* spelling in emitted code */
  bool lib_has_pointer_param; /* SYM_LIBFUNC: takes a pointer (frexp, modf) */
  bool invalid;     /* its declaration was refused; uses of it report nothing more */
  bool pointer_member; /* a helper's parameter that is the array a pointer member of the caller's
                          struct points into (`r->words`) */
  bool null_pointer; /* stands for a parameter a call gives NULL (sema's null specialisations): an
                        array of no elements, every test of it against a null pointer true */
  const char *refused; /* a file-scope declaration bulk code cannot use, why: refused where an entry
                          reaches a use of it (the rest of a library file may hold such) */
  bool mirror_grid_only; /* a transpose (Function.plan_mirrors) only the grid form reads and stores */
  bool select_target; /* assigned by a select in emitted code: it must hold a value before */
  bool varying;     /* may hold input-dependent data somewhere (analysis): one value per lane */
  bool overwritten; /* an entry's array parameter whose every element the entry writes before any
                       read of it, on every path (evaluate.c): its inputs need not be copied in */
  bool extent_from_accesses; /* an entry's pointer or unsized array parameter: its elements per
                                instance are those its accesses reach (evaluate.c), or --extent's */
  bool extent_given;         /* ... given with --extent */
  /* an entry's scalar parameter that is the same for every instance (--uniform) */
  bool uniform;
  bool uniform_ranged;       /* its values were given, LO..HI, not searched for */
  long long uniform_lo, uniform_hi; /* an integer's values that the host function accepts
                                       (evaluate.c: every access in bounds for each) */
  const struct Symbol *uniform_limit; /* the array whose bounds set uniform_hi, if one did */
  /* an entry's read-only array parameter one element of which is the same for every instance
   * (--uniform NAME[K]=LO..HI): a length in word 0, say; NAME_bulk checks it */
  bool element_uniform;
  long long element_index, element_lo, element_hi;
  struct Symbol *view_of; /* a pointer variable (`const uint8_t *p = in + 4`): the array it points
                            into; the variable itself holds the offset, in elements (views.c) */
  Type *view_type;  /* ... its element type, where it is not the array's (`(const uint32_t *)in`):
                       the offset then counts elements of this type */
  struct Symbol **view_bases; /* ... set to one of several arrays (view_of the first): which */
  int view_nbases;            /* one, view_which (a variable) says */
  struct Symbol *view_which;
  RecordObject *record; /* a struct object (its uses become its leaves' accesses) */
  bool is_enumerator;   /* an enum's constant: each use is its value, enum_value */
  long long enum_value;
  const char *c_name;   /* the spelling wished for in emitted code, where the name is no C name
                           (a struct's leaf, "s.v.x") */
  Node *call_site;  /* analysis: stands for the result of this call, for traces */
  struct Symbol *via; /* ... which carries input data from this argument */
} Symbol;

typedef enum NodeKind {
  /* expressions */
  ND_INT,      /* integer or character constant: ival, text */
  ND_FLOAT,    /* floating constant: text kept for exact re-emission */
  ND_STRING,   /* string literal (only as an argument of __builtin_nan) */
  ND_VAR,      /* identifier: name, then sym */
  ND_INDEX,    /* lhs[rhs] */
  ND_CALL,     /* lhs(args) */
  ND_MEMBER,   /* lhs.name / lhs->name (refused) */
  ND_UNARY,    /* op lhs: + - ~ ! */
  ND_ADDR,     /* &lhs (refused) */
  ND_DEREF,    /* *lhs (refused) */
  ND_PREINC, ND_PREDEC, ND_POSTINC, ND_POSTDEC,
  ND_BINARY,   /* lhs op rhs */
  ND_ASSIGN,   /* lhs op= rhs (op 0 for plain =) */
  ND_COND,     /* cond ? then : els */
  ND_COMMA,    /* lhs, rhs */
  ND_CAST,     /* (cast_type) lhs */
  ND_SIZEOF,   /* sizeof lhs or sizeof(cast_type) */
  ND_INIT_LIST,/* { args } */
  /* declarations */
  ND_VARDECL,  /* name, sym, decl_type, init */
  /* statements */
  ST_EXPR, ST_DECL, ST_BLOCK, ST_IF, ST_WHILE, ST_DO, ST_FOR, ST_SWITCH,
  ST_CASE, ST_DEFAULT, ST_BREAK, ST_CONTINUE, ST_RETURN, ST_GOTO, ST_LABEL,
  ST_EMPTY,
} NodeKind;

/* An ND_INT the parser cannot fold: _Alignof(cast_type or lhs), offsetof(cast_type, lhs) with lhs
 * the member designator (ND_MEMBER and ND_INDEX nodes around NULL), and _Generic(lhs, args) with
 * each association an ND_CAST (cast_type NULL for default), replaced by sema with the one chosen. */
typedef enum DeferredInt { DEFER_NONE, DEFER_ALIGNOF, DEFER_OFFSETOF, DEFER_GENERIC } DeferredInt;

/* What the lowering pass makes of a statement sema checked (analysis/lower.c). */
typedef enum Lowering {
  LOWER_NONE,
  LOWER_VIEW_STORE,  /* a word stored through a view: the stores of its bytes */
  LOWER_STRUCT_COPY, /* a struct assigned: the copies of its members */
  LOWER_MEMORY_CALL, /* memcpy, memset and the like: the loop, or the members' copies */
} Lowering;

struct Node {
  NodeKind kind;
  SrcLoc loc;
  Type *type;        /* expression type, after analysis */
  Op op;
  Node *lhs, *rhs;
  Node *cond, *then, *els;  /* if, ?:, loops (then = body) */
  Node *init, *inc;         /* for */
  Node *args;               /* call arguments, init-list items, block items, decl list */
  Node *next;               /* sibling in a list */
  Node *list_tail;          /* list head: its last node, as far as ast_list_append knows */
  const char *name;         /* identifier, member, label */
  const char *text;         /* literal spelling */
  long long ival;           /* ND_INT value, case value */
  Symbol *sym;              /* resolved identifier or declared variable */
  Type *cast_type;          /* ND_CAST, ND_SIZEOF of a type, ND_VARDECL's type */
  bool is_static;           /* ND_VARDECL */
  bool is_extern;           /* ND_VARDECL: declared extern (defined in another file, without an initializer) */
  bool is_enumerator;       /* ND_VARDECL: an enum's constant (an int, folded where used) */
  bool declares_null;       /* ND_VARDECL: of a Symbol.null_pointer */
  bool is_parameter_variable; /* ND_VARDECL: the pointer variable a parameter set to other arrays
                                 is, in the parameters' scope (sema) */
  Node *target;             /* break/continue: the enclosing loop or switch */
  bool is_char_literal;     /* ND_INT written as 'c': ival is its value, computed by the parser */
  bool statement_expression; /* ND_INT standing for gcc's `({ ... })`, refused where reached */
  const char *unsupported;  /* ND_INT standing for another construct refused where reached: why */
  DeferredInt deferred;     /* ND_INT whose value sema computes once types are known */
  CharLitKind char_kind;    /* ... and its prefix */
  bool is_window;           /* ND_INDEX typed as an array of unknown length: the pointer lhs + rhs
                               into an array (&a[k], a + k), which bulk code passes to helpers */
  bool view_bytes;          /* ND_INDEX of an array of integers read through another integer type
                               (`((const uint32_t *)in)[i]`): rhs counts bytes; a window (is_window)
                               or, lowered by sema, one element of the other type */
  unsigned char lowering;   /* ST_EXPR sema checked and left for the lowering pass to rewrite
                               (analysis/lower.c): a Lowering */
  bool member_binding;      /* ST_EXPR `p->m = q;` that Function.member_bindings records: no statement
                               of the function's own, its callers set the member */
  bool several_argument;    /* ND_CALL: an argument is a pointer set to several arrays; the call's
                               statement becomes an if over them (sema) */
  bool bindings_applied;    /* ND_CALL: its callee's member bindings are set before it (sema) */
  bool several_choice;      /* ND_COND: the element of a pointer set to several arrays, chosen by its
                               variable (views.c); a store into it becomes an if (sema) */
  bool view_byte_read;      /* ND_CAST to a char type that a view's read of one byte of a wider
                               element became, `(T)((unsigned)a[at / e] >> (at % e * 8))`: a
                               table's byte is emitted as the byte itself (codegen/expr.c) */
  bool data_dependent;      /* ST_IF: its condition depends on input data; ND_INDEX: its index
                               does, allowed as a gather; a loop or a jump: it does, allowed
                               (set by analysis) */
  const char *fold_note;    /* ST_FOR whose row's stores before (after) its inner loop became that
                               loop's first (last) iteration (analysis/fold_prologues.c), or why
                               not: --dump=plan, where the nest has no wavefront */
  bool folded;              /* ... they did */
  const char *gather_note;  /* ST_FOR whose nest's scatter of updates became a gather
                               (analysis/gather_updates.c): what it did, or why not, for
                               --dump=plan */
  bool copy_loop;           /* ST_FOR that a copy became (memcpy, a struct's member): it assigns
                               elements of one array from another's, or a constant, at a constant
                               count of 1 or more, so one pass through it is all of its effect */
  bool counter_tests_known; /* ST_FOR counted by interval reasoning (evaluate.c): every value its
                               counter holds where the condition is tested lies in
                               counter_tests_lo..hi (the start's and the bound's ranges, and one
                               past the bound for <= and >=), over every evaluation of the entry */
  long long counter_tests_lo, counter_tests_hi;
  bool counter_tests_lost;  /* ... not counted in some evaluation: nothing is known */
  const char *copy_call;    /* ND_INDEX that a copy became: the call's name ("memmove"), for messages */
  Node *copy_element;       /* ... and the element it reaches, counted through every dimension */
  long long copy_row_elements; /* ... of a row of the array (m[i]) of this many elements, counted
                                  from the row's start; 0: of the whole array */
  struct LoopDependences *dependences; /* a loop: which of its iterations depend on which
                                          (dependences/dependences.h) */
  /* the plan (plan/plan.h), for the target planned */
  bool plan_select;         /* ST_IF on input data: both arms computed, one kept, no branch */
  bool plan_lanes;          /* ST_EXPR of an entry in the CPU's SPMD form: runs once per lane */
  struct AheadPlan *plan_ahead_loop; /* ST_FOR of a column-wise kernel: the reads loaded ahead */
  struct TeamLoop *plan_team; /* ST_FOR of an entry's team form (plan/team.c): its iterations
                               split across the team's lanes (a parallel loop or a reduction);
                               NULL: run by the whole team */
  struct TeamLoop *plan_simd; /* ST_FOR of the CPU's entry one instance at a time (plan/simd.c):
                               its reductions taken in SIMD lanes (#pragma omp simd reduction) */
  bool plan_opaque_compare; /* ND_BINARY == or != of integers in a loop's body (CUDA): each
                               operand that is no constant is passed through an empty asm, which
                               nvcc 13.0's partial unrolling cannot rewrite (plan/opaque.c) */
  struct Node *plan_mirror; /* ND_INDEX the team form reads from a working array's mirror (its
                               transpose, plan/team.c): the read there, indices swapped */
  struct Node *plan_mirror_store; /* ST_EXPR storing into a mirrored array: the mirror's store,
                               made after it */
  bool plan_team_store;     /* ST_EXPR of the team form, outside such loops, storing an element:
                               one lane stores it, then the team waits for it */
  bool plan_grid_one_lane;  /* a loop of the grid form that runs whole, its stores one lane's: that
                               lane runs all of it, between two waits of the group */
  int plan_early;           /* ND_INDEX after such a loop: read before it, into bulk_early<k - 1>;
                               0: where it stands */
};

/* A parameter of struct type (or pointer to one, or array of them), split into one parameter per
 * leaf member: fn->params[first .. first + count). */
typedef struct RecordParam {
  const char *name;
  SrcLoc loc;
  Type *type;        /* the record, or an array of records */
  bool by_pointer;
  int first, count;
  const char **paths; /* each leaf's members from the struct ("pt.x"), count of them */
  Type **leaf_types;  /* ... and its type within one struct */
} RecordParam;

/* `p->m = q;` (or `q + k`) at the start of a function, p a struct pointer parameter and q a
 * pointer parameter: a pointer member set to an array the function is given (an init of a
 * filter's state pointer). The callers set their struct's member at each call (sema). */
typedef struct MemberBinding {
  int object;        /* p's position among the parameters as declared */
  const char *member;
  int array;         /* q's */
  long long offset;  /* k, in q's elements */
} MemberBinding;

struct Function {
  const char *name;
  SrcLoc loc;
  Type *type;       /* TY_FUNC */
  Type *declared_type; /* TY_FUNC as the definition spells it, before sema lowers its parameters
                          (pointers as arrays, structs split): what prototypes must agree with */
  int null_tests;      /* tests of an array against a null pointer, each a constant (never NULL) */
  bool is_static;   /* static: a helper; otherwise an entry */
  bool is_entry;    /* selected as a bulk entry */
  Node *body;       /* ST_BLOCK */
  Node *unchecked_body; /* a copy of body as parsed, for the copies of a function that calls giving
                           NULL for pointer parameters become (sema), or NULL */
  const Function *specialised_from; /* such a copy: the function it copies */
  const char *null_params;          /* ... and the parameters it takes as NULL ("key, ad") */
  MemberBinding *member_bindings;
  int nmember_bindings;
  Symbol **params;  /* nparams symbols */
  RecordParam *record_params; /* the struct parameters, as split */
  int nrecord_params;
  int nparams;
  Symbol **locals;  /* every SYM_VAR/SYM_PARAM of the function, by Symbol.index */
  int nlocals;
  Symbol *sym;
  Function *next;
  bool called;      /* called by another function */
  long long accesses; /* entries: memory accesses per instance, when evaluated to the end */
  bool evaluated;     /* entries: evaluation ran to the end (accesses is exact) */
  Node **calls;     /* ND_CALL nodes to functions of the file, for the call graph */
  int ncalls;
  Symbol **arrays;  /* every array variable declared in the body (not parameters) */
  int narrays;
  /* entries: how code generation emits them, for the target planned (plan/plan.c) */
  bool plan_spmd;      /* the CPU's SPMD form, the instances of a chunk as lanes */
  bool plan_registers; /* working arrays in registers, loops unrolled (CUDA) */
  bool plan_ahead;     /* innermost loops may load ahead (column-wise CUDA kernels) */
  int plan_chunk;      /* the CPU's instances per chunk (BULKCC_CHUNK) */
  bool plan_streaming; /* ... chosen so because the entry streams through its arrays */
  long long plan_instance_bytes; /* bytes of arrays per instance */
  bool *plan_copy_in;  /* per parameter: its values go to the kernel (all but arrays written whole
                          before any element is read, on every path) */
  bool *plan_copy_out; /* ... come back (arrays not const that the entry may write) */
  bool *plan_written;  /* ... the entry may write it, const or not: its role in the header, what
                          the checking driver compares, whether a struct's pointer is const */
  bool plan_team;      /* a team form too (CUDA): a warp per instance, some loops split across
                          its lanes (plan/team.c); the runtime chooses per call */
  const char *plan_no_team; /* ... or why not, for --dump=plan */
  bool plan_grid;      /* ... and a grid form: the blocks of a group run one instance, its
                          wavefronts' cells across all their threads (plan/grid.c) */
  const char *plan_no_grid; /* ... or why not, for --dump=plan */
  bool plan_reassociated;   /* ... which adds a floating sum in another order (--reassociate) */
  double plan_cost_work;    /* an instance's element accesses, every loop run (plan/cost.c) */
  double plan_cost_span;    /* ... the team form's critical path, in lane steps */
  const char *plan_cost_why; /* ... or why they are not counted */
  struct Symbol **plan_mirrors;  /* ... the transposed copies of 2-D working arrays it keeps, so
                                    that a split loop walking a column reads a row */
  struct Symbol **plan_mirrored; /* ... the array each copies */
  int nplan_mirrors;
};

/* --uniform NAME[=LO..HI], or the same words after '#pragma bulkcc uniform' (loc: where the pragma
 * is; none for the option): the scalar parameter NAME of every entry that has one is the same for
 * every instance. */
typedef struct UniformRequest {
  const char *name;
  long long element;  /* NAME[K]=LO..HI: element K of an array parameter, the same in every
                         instance; -1 for a scalar parameter */
  bool ranged;      /* LO..HI given: those values are checked, not searched for */
  long long lo, hi;
  SrcLoc loc;
} UniformRequest;

/* NAME or NAME=LO..HI (decimal, optionally signed, LO <= HI), up to len characters of text.
 * Returns NULL, or why the text is not such a request. */
const char *uniform_request_parse(const char *text, size_t len, UniformRequest *r);

/* The whole input after parsing: functions and file-scope declarations in order. */
typedef struct Program {
  Function *functions;
  Node *globals;       /* ND_VARDECL list of file-scope objects */
  Node *assertions;    /* file-scope _Static_assert: ST_EMPTY, the condition in lhs, the message in text */
  Symbol **tables;     /* after analysis: file-scope and static const tables */
  int ntables;
  SrcLoc *gather_marks; /* first tokens of statements after '#pragma bulkcc gather' */
  int ngather_marks;
  UniformRequest *uniform_pragmas; /* '#pragma bulkcc uniform' */
  int nuniform_pragmas;
} Program;

/* The stack a recursive pass may use, watched from the frame it starts at: half of what the
 * process has, since frames differ between builds (sanitizers make them much larger) and a depth
 * alone does not bound it. */
typedef struct StackGuard {
  unsigned long long base; /* the starting frame's address */
  size_t budget;           /* bytes */
} StackGuard;

/* ast_walk.c: the one walk over a tree. A visit says whether to go into the node's children. */
typedef enum AstStep { AST_WALK_ON, AST_WALK_SKIP, AST_WALK_STOP } AstStep;
typedef AstStep (*AstVisit)(const Node *n, void *data);
/* Visits n and every node below it, not n's siblings: pre before a node's children (AST_WALK_SKIP:
 * not into them), post after them; either may be NULL, and AST_WALK_STOP from either ends the
 * walk. Children come in the order init, cond, lhs, rhs, each of args, then, inc, els (a do loop's
 * body before its condition): source order for expressions, if and for. Not children: a
 * break's target and the size expressions of types. Any depth (the walk's stack is on the heap).
 * False when a visit stopped it. */
bool ast_walk(const Node *n, AstVisit pre, AstVisit post, void *data);
/* The same for n and each of its next siblings in turn. */
bool ast_walk_list(const Node *list, AstVisit pre, AstVisit post, void *data);
/* Whether node is tree or lies below it; whether a variable of tree names sym. */
bool ast_contains(const Node *tree, const Node *node);
bool ast_mentions(const Node *tree, const Symbol *sym);
/* Whether body may read sym once nest (a statement in it) has run: sym is mentioned after the
 * nest, the nest is in a loop (its next run, or what comes before it there), body has a goto or a
 * label (an order the text does not show), or the nest is not in body. */
bool ast_used_after(const Node *body, const Node *nest, const Symbol *sym);
/* Whether tree, or a sibling after it, assigns the variable sym itself (sym = ..., sym++). */
bool ast_assigns(const Node *tree, const Symbol *sym);
/* The counter a for loop's first clause sets, `for (T i = A; ...)` (one declarator) or
 * `for (i = A; ...)`, and A in *start; NULL for another first clause. */
Symbol *ast_for_counter(const Node *loop, Node **start);
/* A loop counting by 1 from its own declaration to a bound: `for (T c = A; c < B (<=); c++)` (or
 * `c += 1`), *dir 1, or `for (T c = A; c > B (>=); c--)` (or `c -= 1`), *dir -1; c an integer,
 * not bool. Its counter, or NULL. */
Symbol *ast_loop_by_one(const Node *loop, int *dir);
/* =, op=, ++ and -- (before or after). */
bool ast_is_assignment(const Node *n);
/* Whether a call may write what it is given or reaches: any call but of a library function that
 * takes no pointer (abs, sqrt; not frexp, modf, nor a helper of the file). */
bool ast_call_may_write(const Node *call);
/* What a[i][j]... indexes: n without its indexing (n itself when it is not indexed). */
const Node *ast_index_root(const Node *n);
/* The variable at that root, or NULL (the root is not a variable). */
Symbol *ast_index_root_symbol(const Node *n);
/* No side effects, no calls and no integer division (which may trap): an expression that may be
 * evaluated where C would not evaluate it, or twice. */
bool ast_safe_to_evaluate(const Node *n);

/* effects.c: by parameter of fn (nparams flags, allocated: free them), whether fn may write
 * elements of that array parameter, itself or through the helpers it passes the array or a row of
 * it to. True wherever it cannot tell. */
bool *ast_written_params(Function *fn);
/* An entry's array parameter's role, as the header and --report name it, from whether the entry
 * may write it (ast_written_params) and whether it writes it whole first (Symbol.overwritten). */
const char *ast_array_role(const Symbol *param, bool written);

/* ast.c */
StackGuard stack_guard_start(void);
bool stack_guard_exceeded(const StackGuard *guard);
const char *intern(const char *s);
/* An interned string of any length, printf-style. */
const char *intern_vformat(const char *fmt, va_list ap);
const char *intern_format(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
Node *ast_node(NodeKind kind, SrcLoc loc);
Node *ast_list_append(Node *list, Node *item);
int ast_list_length(const Node *list);
/* Whether a tree nests more than `limit` levels (looked at to that depth only, so that a tree as
 * deep as it is long costs no deep recursion). */
bool ast_deeper_than(const Node *n, int limit);
#endif
