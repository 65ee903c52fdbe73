/* types.h: C's types as bulkcc takes them (LP64: int 32 bits, long and pointers 64), their
 * conversions (C11 6.3) and the arithmetic of fixed-width integers, for analysis, evaluation and
 * code generation alike. */
#ifndef BULKCC_TYPES_H
#define BULKCC_TYPES_H

#include <stdbool.h>
#include <stddef.h>

typedef struct Node Node;
typedef struct Param Param;

typedef enum TypeKind {
  TY_VOID,
  TY_BOOL,
  TY_CHAR, TY_SCHAR, TY_UCHAR,
  TY_SHORT, TY_USHORT,
  TY_INT, TY_UINT,
  TY_LONG, TY_ULONG,
  TY_LLONG, TY_ULLONG,
  TY_FLOAT, TY_DOUBLE, TY_LDOUBLE,
  TY_ARRAY,   /* base[len]; len < 0 when unsized */
  TY_POINTER, /* accepted by the parser, refused by analysis */
  TY_FUNC,    /* base is the return type */
  TY_RECORD,  /* struct, union or enum: parsed, then refused */
} TypeKind;

/* Binary and unary operator codes reuse the C spelling's first characters. */
typedef enum Op {
  OP_NONE = 0,
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD,
  OP_SHL, OP_SHR, OP_AND, OP_OR, OP_XOR,
  OP_LT, OP_GT, OP_LE, OP_GE, OP_EQ, OP_NE,
  OP_LOGAND, OP_LOGOR,
  OP_NEG, OP_PLUS, OP_BITNOT, OP_NOT,
} Op;

/* A position in the user's original source (after undoing cpp's line markers). */
typedef struct SrcLoc {
  const char *file; /* interned */
  int line, col;    /* 1-based */
} SrcLoc;

/* A member of a struct or union. */
typedef struct Member {
  const char *name;
  struct Type *type;
  SrcLoc loc;
  Node *bits;          /* a bit-field's width as written, or NULL */
  void *declarator;    /* the parser's, until the member's type is known */
  struct Member *next;
} Member;

typedef struct Type {
  TypeKind kind;
  bool is_const;
  struct Type *base;
  long long len;     /* TY_ARRAY */
  Node *len_expr;    /* TY_ARRAY: size as written, folded by analysis */
  Param *params;     /* TY_FUNC */
  bool variadic;     /* TY_FUNC */
  bool unprototyped; /* TY_FUNC: declared as f() */
  const char *record_kw; /* TY_RECORD: "struct", "union" or "enum" */
  const char *tag;       /* TY_RECORD: its tag, or NULL */
  const char *typedef_name; /* TY_RECORD: the first typedef naming it, or NULL */
  Member *members;       /* TY_RECORD: struct and union members, in order */
  bool complete;         /* TY_RECORD: its members are known */
} Type;

/* types.c: making types */
Type *type_new(TypeKind kind);
Type *type_copy(const Type *t);
Type *type_array_of(Type *base, Node *len_expr);
Type *type_pointer_to(Type *base);
Type *type_basic(TypeKind kind);
bool type_is_integer(const Type *t);
/* The values of an integer type, as far as a long long holds them (an unsigned long long past
 * LLONG_MAX is outside every range). */
void type_limits(const Type *t, long long *min, long long *max);
bool type_is_floating(const Type *t);
bool type_is_arithmetic(const Type *t);
bool type_is_scalar_value(const Type *t);
long long type_size(const Type *t); /* bytes; arrays are kept small enough by analysis */
long long type_align(const Type *t); /* bytes, as gcc on x86-64 aligns it (_Alignof) */
/* where a member of a struct or union begins, in bytes (offsetof): its sizes folded first */
long long type_member_offset(const Type *record, const Member *member);
int type_rank(const Type *t);
bool type_is_unsigned(const Type *t);
Type *type_element(Type *t);     /* innermost element type of an array */
long long type_elements(const Type *t); /* product of array lengths; 1 for scalars */
const char *type_c_name(const Type *t); /* spelling of an arithmetic type in C */
void type_print(const Type *t, char *buf, size_t size); /* for messages */
char *type_text(const Type *t);  /* the same, whole, allocated: free it */


/* C's conversions (C11 6.3.1): the integer promotions, and the type both operands of an
 * arithmetic operator or a comparison are converted to (the usual arithmetic conversions). */
Type *type_promote(Type *t);
Type *type_usual_conversion(Type *a, Type *b);
/* v converted to the integer type t: its low bits, taken as t's sign says; 0 or 1 for _Bool. */
long long type_wrap(const Type *t, long long v);

/* What an operation on two integers of one type gives. */
typedef enum IntResult {
  INT_DEFINED,          /* C's value (signed overflow wraps, as gcc's folding and -fwrapv do) */
  INT_BAD_SHIFT,        /* a shift count below 0 or past the width: undefined; the value is the
                           shift by the count's low 6 bits (what a constant expression folds to) */
  INT_DIVISION_OVERFLOW,/* the type's least value / -1: undefined; the value wraps (to the least
                           value for /, 0 for %) */
  INT_NO_VALUE,         /* no value: a division by zero, or op is none of those below */
} IntResult;

/* a op b for + - * / % & | ^ << >> < > <= >= == !=, in the integer type t: a and b already hold
 * values of t (for shifts, t is the promoted left operand's type and b is the count as it is);
 * comparisons give 0 or 1. */
IntResult type_int_operation(Op op, const Type *t, long long a, long long b, long long *value);

#endif
