/* parse.h: the parser's interface and the state the scanner and parser share. */
#ifndef BULKCC_PARSE_H
#define BULKCC_PARSE_H

#include "ast.h"

/* A location as bison tracks it: the user's file plus a span. */
typedef struct BulkLoc {
  const char *file;
  int first_line, first_column, last_line, last_column;
} BulkLoc;

/* Declaration specifiers while they are being read. */
typedef struct DeclSpec {
  SrcLoc loc;
  bool is_typedef, is_static, is_extern, is_const, is_inline;
  int n_void, n_bool, n_char, n_short, n_int, n_long, n_signed, n_unsigned, n_float, n_double;
  Type *named;    /* a typedef name or a record */
  Type *type;     /* result of declspec_finish */
} DeclSpec;

/* One step from a declared name outwards: `*`, `[n]` or `(params)`. */
typedef enum DerivKind { DV_POINTER, DV_ARRAY, DV_FUNC } DerivKind;
typedef struct Deriv {
  DerivKind kind;
  bool is_const;          /* DV_POINTER: `* const` */
  Node *len;              /* DV_ARRAY */
  Param *params;          /* DV_FUNC */
  bool variadic, unprototyped;
  bool param_only;        /* DV_ARRAY: [static n] or [const n], valid in a parameter alone */
  SrcLoc loc;             /* ... where its '[' is */
  struct Deriv *next;
} Deriv;

typedef struct Declarator {
  const char *name; /* NULL for abstract declarators */
  SrcLoc loc;
  Deriv *derivs;
  Deriv *last_deriv; /* so that each derivation is added in constant time */
} Declarator;

/* A hash map from an interned string (compared by pointer) to a value; it grows. */
typedef struct NameMap {
  const char **keys;
  void **values;
  size_t cap, count;
} NameMap;
void *name_map_get(const NameMap *m, const char *key);
void name_map_put(NameMap *m, const char *key, void *value);

typedef struct LibFunc {
  const char *name;
  Type *type;
  bool has_pointer_param;
  struct LibFunc *next;
} LibFunc;

/* Tokens of one system-header declaration, gathered to be digested. */
typedef struct SysToken {
  int kind;
  const char *text;
} SysToken;

/* One token of a line, as the column aligner splits it. */
typedef struct LineToken {
  int col;     /* 1-based byte column */
  int len;
  const char *text;
} LineToken;

/* An output token's column and the user's column it came from. */
typedef struct ColumnPair {
  int out, orig;
} ColumnPair;

/* Maps the columns of one line of cpp's output back to the user's line (see lexer.l). */
typedef struct ColumnMap {
  size_t out_start;   /* offset of the output line in cpp's text; SIZE_MAX: none yet */
  const char *file;
  int line;
  int orig_floor;     /* the user's tokens before this one were used by an earlier output line */
  bool identity;
  int n;              /* output tokens, each with the user's column */
  ColumnPair *cols;
  size_t cap;
} ColumnMap;

/* Whether an identifier naming a type stands for the type (type_names.c). */
typedef struct TypeNameLevel TypeNameLevel;
typedef struct TypeNameShadow TypeNameShadow;
typedef struct TypeNames {
  TypeNameLevel *levels; /* levels[0] the file's, levels[depth] the innermost */
  int depth;
  size_t cap_levels;
  TypeNameShadow *shadows; /* declarators hiding a typedef name, innermost last */
  size_t nshadows, cap_shadows;
  bool record_keyword, tag_seen; /* the last token was struct/union/enum, or its tag */
  int previous;                  /* the last token returned */
  const char *hidden_type_name;  /* it named a typedef, hidden or a declarator's name there */
} TypeNames;

typedef struct ParseCtx {
  void *scanner;
  Program *prog;
  const char *cpp_text; /* cpp's whole output, for the column aligner */
  size_t cpp_len;
  size_t offset, token_offset; /* where the scanner is in cpp_text; where the last token began */
  NameMap sources;      /* user file -> its text split in lines (SourceFile), or NULL */
  ColumnMap columns;
  /* position, as cpp's line markers say */
  const char *file;
  int line, col;
  bool in_system_header;
  /* several inputs in one translation (each's cpp output after a `# 0 "INPUT"` marker): a user
   * header an earlier input read is read once, its tokens passed over when another includes it */
  NameMap headers_read;      /* user headers read by earlier inputs (value: the name) */
  NameMap headers_this_input; /* ... and by this one */
  int include_depth;         /* files entered (flag 1) and not yet left (flag 2) */
  int skip_until_depth;      /* > 0: passing over a header read before, until back at this depth */
  NameMap user_files; /* files seen outside system headers (value: the name itself) */
  int errors;
  NameMap typedefs;   /* name -> Type */
  NameMap tags;       /* struct or union tag -> Type (TY_RECORD) */
  TypeNames type_names;
  const char *previous_enumerator; /* of the enum being read: the next one's value is its plus 1 */
  Function **functions_tail; /* where the next function definition is linked */
  size_t cap_gather_marks;
  LibFunc *libfuncs;
  SysToken *sys_tokens;
  int n_sys_tokens;
  size_t cap_sys_tokens;
  int sys_depth;
  bool sys_body;  /* the pending system declaration is a function body */
  bool gather_next; /* '#pragma bulkcc gather' was seen: mark the next token */
  size_t cap_uniform_pragmas;
} ParseCtx;

/* Parses preprocessed text; returns NULL after reporting syntax errors. */
Program *parse_program(const char *text, size_t len, const char *main_file, LibFunc **libfuncs);

/* declspec.c */
void declspec_add_keyword(ParseCtx *ctx, DeclSpec *ds, int token, SrcLoc loc);
void declspec_add_named(ParseCtx *ctx, DeclSpec *ds, Type *named, SrcLoc loc);
Type *declspec_finish(ParseCtx *ctx, DeclSpec *ds);
Type *declarator_type(Type *base, const Declarator *d);
Type *typedef_lookup(ParseCtx *ctx, const char *name);
/* The token the parser gets for a token of the user's code: an identifier naming a type becomes
 * TOK_TYPE_NAME where it stands for the type, as C's scopes say (type_names.c). */
int type_names_classify(ParseCtx *ctx, int token, const char *text);
void type_names_free(TypeNames *n);
void typedef_define(ParseCtx *ctx, const char *name, Type *type, SrcLoc loc);

/* sysheader.c: declarations from system headers are digested, not parsed. */
void sysheader_feed(ParseCtx *ctx, int token, const char *text);
void sysheader_flush(ParseCtx *ctx);

/* lexer helpers */
SrcLoc loc_from(const BulkLoc *l);
/* source_columns.c */
int align_column(ParseCtx *ctx, int out_col); /* a token's column in cpp's output -> the user's */
void source_file_free(void *source_file);
/* char_constants.c */
long long char_constant_value(ParseCtx *ctx, const char *text, SrcLoc loc, CharLitKind *kind);
/* The bytes of a plain or u8 string literal (adjacent ones concatenated: text holds their
 * spellings one after the other), without the terminating NUL (allocated: free them); NULL, with
 * an error, for a wide one. */
unsigned char *string_literal_bytes(const char *text, SrcLoc loc, size_t *len);

#endif
