/* parser.y: the C11 subset of SPEC section 1, building the syntax tree of ast.h. */
%require "3.8"
%define api.pure full
%define parse.error detailed
%define api.token.prefix {TOK_}
%define api.location.type {BulkLoc}
%locations
%expect 0
%param {struct ParseCtx *ctx}

%code requires {
#include "ast.h"
#include "parse.h"

typedef struct InitDeclarator {
  Declarator *decl;
  Node *init;
  struct InitDeclarator *next;
  struct InitDeclarator *last; /* the list head's last item, for appending in constant time */
} InitDeclarator;

/* One declaration specifier: a keyword's token, or a typedef name's or record's type. */
typedef struct SpecItem {
  int token;
  Type *named;
} SpecItem;

typedef struct ParamList {
  Param *params;
  Param *last; /* for appending in constant time */
  bool variadic;
} ParamList;

#define YYLLOC_DEFAULT(Cur, Rhs, N)                                  \
  do {                                                               \
    if (N) {                                                         \
      (Cur).file = YYRHSLOC(Rhs, 1).file;                            \
      (Cur).first_line = YYRHSLOC(Rhs, 1).first_line;                \
      (Cur).first_column = YYRHSLOC(Rhs, 1).first_column;            \
      (Cur).last_line = YYRHSLOC(Rhs, N).last_line;                  \
      (Cur).last_column = YYRHSLOC(Rhs, N).last_column;              \
    } else {                                                         \
      (Cur).file = YYRHSLOC(Rhs, 0).file;                            \
      (Cur).first_line = (Cur).last_line = YYRHSLOC(Rhs, 0).last_line; \
      (Cur).first_column = (Cur).last_column = YYRHSLOC(Rhs, 0).last_column; \
    }                                                                \
  } while (0)
}

%code provides {
int bulkcc_yylex(YYSTYPE *lval, BulkLoc *lloc, void *scanner);
}

%code {
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "diag.h"

static int yylex(YYSTYPE *lval, BulkLoc *lloc, struct ParseCtx *ctx);
static void yyerror(BulkLoc *loc, struct ParseCtx *ctx, const char *msg);

#define LOC(l) loc_from(&(l))

static Node *binary(Op op, Node *l, Node *r, BulkLoc at) {
  Node *n = ast_node(ND_BINARY, LOC(at));
  n->op = op;
  n->lhs = l;
  n->rhs = r;
  return n;
}

static Node *unary(NodeKind kind, Op op, Node *operand, BulkLoc at) {
  Node *n = ast_node(kind, LOC(at));
  n->op = op;
  n->lhs = operand;
  return n;
}

static Node *assign(Op op, Node *l, Node *r, BulkLoc at) {
  Node *n = ast_node(ND_ASSIGN, LOC(at));
  n->op = op;
  n->lhs = l;
  n->rhs = r;
  return n;
}

static DeclSpec *spec_apply(struct ParseCtx *ctx, DeclSpec *ds, SpecItem item, BulkLoc at) {
  if (!ds) {
    ds = xcalloc(1, sizeof *ds);
    ds->loc = LOC(at);
  }
  if (item.named) declspec_add_named(ctx, ds, item.named, LOC(at));
  else declspec_add_keyword(ctx, ds, item.token, LOC(at));
  return ds;
}

static SpecItem keyword(int token) { SpecItem s = {token, NULL}; return s; }
static SpecItem named(Type *t) { SpecItem s = {0, t}; return s; }

static Node *statement(NodeKind kind, BulkLoc at) { return ast_node(kind, LOC(at)); }

/* A C11 construct bulk code does not support, refused by name: at once for a declaration's
 * specifiers, which are not reached one by one; an expression stands as 0 until sema reaches it. */
static void refuse(struct ParseCtx *ctx, BulkLoc at, const char *why) {
  diag_error(LOC(at), "%s", why);
  ctx->errors++;
}

static Node *unsupported(const char *why, BulkLoc at) {
  Node *n = ast_node(ND_INT, LOC(at));
  n->text = "0";
  n->unsupported = why;
  return n;
}

/* An integer constant that sema computes (DeferredInt). */
static Node *deferred(DeferredInt kind, Type *type, Node *operand, BulkLoc at) {
  Node *n = ast_node(ND_INT, LOC(at));
  n->text = "0";
  n->deferred = kind;
  n->cast_type = type;
  n->lhs = operand;
  return n;
}

static const char compound_literal[] =
    "a compound literal ('(T){...}') is not supported in bulk code; declare a variable with that initializer "
    "and use it";
static const char designated_initializer[] =
    "designated initializers ('.x = v', '[k] = v') are not supported in bulk code; give the elements in order, "
    "or assign them after the declaration";

/* ---- enums ---- */

/* An enumerator: `static const int NAME = value;` at file scope, value the one given or the
 * previous enumerator's plus 1 (sema folds each use into its value). */
static void enumerator(struct ParseCtx *ctx, const char *name, Node *value, BulkLoc at) {
  Node *d = ast_node(ND_VARDECL, LOC(at));
  d->name = name;
  d->is_static = true;
  d->is_enumerator = true;
  Type *t = type_basic(TY_INT);
  t->is_const = true;
  d->cast_type = t;
  if (!value && ctx->previous_enumerator) {
    Node *previous = ast_node(ND_VAR, LOC(at));
    previous->name = ctx->previous_enumerator;
    Node *one = ast_node(ND_INT, LOC(at));
    one->ival = 1;
    one->text = "1";
    value = binary(OP_ADD, previous, one, at);
  } else if (!value) {
    value = ast_node(ND_INT, LOC(at));
    value->ival = 0;
    value->text = "0";
  }
  d->init = value;
  ctx->previous_enumerator = name;
  ctx->prog->globals = ast_list_append(ctx->prog->globals, d);
}

static Type *enum_type(struct ParseCtx *ctx) {
  ctx->previous_enumerator = NULL; /* the next enum counts from 0 */
  return type_basic(TY_INT);
}

/* ---- struct and union types ---- */

/* The record a tag names (declared now where it has none, or is defined here again). */
static Type *record_tag(struct ParseCtx *ctx, const char *kw, const char *tag, bool defining, BulkLoc at) {
  Type *t = tag ? name_map_get(&ctx->tags, tag) : NULL;
  if (t && defining && t->complete) {
    diag_error(LOC(at), "redefinition of '%s %s'", kw, tag);
    t = NULL;
  }
  if (t) return t;
  t = type_new(TY_RECORD);
  t->record_kw = kw;
  t->tag = tag;
  if (tag) name_map_put(&ctx->tags, tag, t);
  return t;
}

static Type *record_complete(struct ParseCtx *ctx, Type *t, Member *members, BulkLoc at) {
  (void)ctx, (void)at;
  t->members = members;
  t->complete = true;
  return t;
}

static Member *members_append(Member *list, Member *more) {
  if (!list) return more;
  Member *last = list;
  while (last->next) last = last->next;
  last->next = more;
  return list;
}

/* A member declared, its type to come from the specifiers (members_typed). */
static Member *member_of(Declarator *d, Node *bits, SrcLoc loc) {
  Member *m = xcalloc(1, sizeof *m);
  m->name = d ? d->name : NULL;
  m->loc = loc;
  m->bits = bits;
  m->declarator = d;
  return m;
}

static Member *members_typed(struct ParseCtx *ctx, DeclSpec *spec, Member *list) {
  Type *base = declspec_finish(ctx, spec);
  for (Member *m = list; m; m = m->next) {
    m->type = m->declarator ? declarator_type(base, m->declarator) : base;
    m->declarator = NULL;
  }
  return list;
}

static Declarator *declarator_add(Declarator *d, Deriv *deriv) {
  if (d->last_deriv) d->last_deriv->next = deriv;
  else d->derivs = deriv;
  while (deriv->next) deriv = deriv->next; /* a chain of pointers */
  d->last_deriv = deriv;
  return d;
}

static Deriv *deriv(DerivKind kind) {
  Deriv *d = xcalloc(1, sizeof *d);
  d->kind = kind;
  return d;
}

static Deriv *param_array(Node *len, BulkLoc at) {
  Deriv *d = deriv(DV_ARRAY);
  d->len = len;
  d->param_only = true;
  d->loc = LOC(at);
  return d;
}

/* `static` and qualifiers inside [] belong to a parameter's outermost array alone. */
static void check_param_only(struct ParseCtx *ctx, const Declarator *d, bool is_param) {
  if (!d) return;
  for (const Deriv *v = d->derivs; v; v = v->next)
    if (v->param_only && !(is_param && v == d->derivs)) {
      diag_error(d->name ? d->loc : v->loc, "static or type qualifiers in non-parameter array declarator");
      ctx->errors++;
    }
}

static Param *param_from(struct ParseCtx *ctx, DeclSpec *ds, Declarator *d, BulkLoc at) {
  check_param_only(ctx, d, true);
  Param *p = xcalloc(1, sizeof *p);
  Type *base = declspec_finish(ctx, ds);
  p->type = d ? declarator_type(base, d) : base;
  p->name = d ? d->name : NULL;
  p->loc = d && d->name ? d->loc : LOC(at);
  return p;
}

/* A declaration either defines typedef names (and yields nothing) or declares variables. */
static Node *declaration(struct ParseCtx *ctx, DeclSpec *ds, InitDeclarator *list, BulkLoc at) {
  Type *base = declspec_finish(ctx, ds);
  Node *decls = NULL;
  for (InitDeclarator *id = list; id; id = id->next) {
    check_param_only(ctx, id->decl, false);
    Type *t = declarator_type(base, id->decl);
    if (ds->is_typedef) {
      typedef_define(ctx, id->decl->name, t, id->decl->loc);
      continue;
    }
    Node *v = ast_node(ND_VARDECL, id->decl->loc);
    v->name = id->decl->name;
    v->cast_type = t;
    v->init = id->init;
    v->is_static = ds->is_static;
    v->is_extern = ds->is_extern;
    decls = ast_list_append(decls, v);
  }
  if (!decls) return NULL;
  Node *s = statement(ST_DECL, at);
  s->args = decls;
  return s;
}

static void function_definition(struct ParseCtx *ctx, DeclSpec *ds, Declarator *d, Node *body) {
  check_param_only(ctx, d, false);
  Type *t = declarator_type(declspec_finish(ctx, ds), d);
  if (t->kind != TY_FUNC) {
    diag_error(d->loc, "expected a function declarator before '{'");
    ctx->errors++;
    return;
  }
  Function *fn = xcalloc(1, sizeof *fn);
  fn->name = d->name;
  fn->loc = d->loc;
  fn->type = t;
  fn->is_static = ds->is_static;
  fn->body = body;
  *ctx->functions_tail = fn;
  ctx->functions_tail = &fn->next;
}
}

%union {
  const char *str;
  Node *node;
  Type *type;
  DeclSpec *spec;
  Declarator *decl;
  InitDeclarator *idecl;
  Param *param;
  ParamList plist;
  Op op;
  Deriv *deriv;
  SpecItem item;
  Member *member;
}

%token <str> IDENT "identifier" TYPE_NAME "type name"
%token <str> INT_LIT "integer constant" FLOAT_LIT "floating constant"
%token <str> CHAR_LIT "character constant" STRING_LIT "string literal"
%token <str> BAD_CHAR "stray character"
%token <str> BOOL "_Bool" AUTO "auto" BREAK "break" CASE "case" CHAR "char" CONST "const"
%token <str> CONTINUE "continue" DEFAULT "default" DO "do" DOUBLE "double" ELSE "else"
%token <str> ENUM "enum" EXTERN "extern" FLOAT "float" FOR "for" GOTO "goto" IF "if"
%token <str> INLINE "inline" INT "int" LONG "long" REGISTER "register" RESTRICT "restrict"
%token <str> RETURN "return" SHORT "short" SIGNED "signed" SIZEOF "sizeof" STATIC "static"
%token <str> STRUCT "struct" SWITCH "switch" TYPEDEF "typedef" UNION "union"
%token <str> UNSIGNED "unsigned" VOID "void" VOLATILE "volatile" WHILE "while"
%token <str> EXTENSION "__extension__" STATIC_ASSERT "_Static_assert"
%token <str> ALIGNOF "_Alignof" OFFSETOF "__builtin_offsetof" GENERIC "_Generic" ALIGNAS "_Alignas"
%token <str> ATOMIC "_Atomic" THREAD_LOCAL "_Thread_local" COMPLEX "_Complex"
%token <str> ELLIPSIS "..." SHR_ASSIGN ">>=" SHL_ASSIGN "<<=" ADD_ASSIGN "+=" SUB_ASSIGN "-="
%token <str> MUL_ASSIGN "*=" DIV_ASSIGN "/=" MOD_ASSIGN "%=" AND_ASSIGN "&=" XOR_ASSIGN "^="
%token <str> OR_ASSIGN "|=" SHR ">>" SHL "<<" INC "++" DEC "--" ARROW "->"
%token <str> LOGAND "&&" LOGOR "||" LE "<=" GE ">=" EQ "==" NE "!="
%token <str> ';' '{' '}' ',' ':' '=' '(' ')' '[' ']' '.' '&' '!' '~' '-' '+' '*' '/' '%' '<' '>' '^' '|' '?'

%precedence THEN
%precedence ELSE
/* sizeof (T) {...} is the size of a compound literal: '{' shifts */
%precedence TYPE_OPERAND
%precedence '{'

%type <node> primary_expression postfix_expression argument_expression_list unary_expression
%type <node> cast_expression multiplicative_expression additive_expression shift_expression
%type <node> relational_expression equality_expression and_expression exclusive_or_expression
%type <node> inclusive_or_expression logical_and_expression logical_or_expression
%type <node> conditional_expression assignment_expression expression constant_expression static_assertion
%type <node> string_literals offsetof_designator generic_associations generic_association
%type <node> declaration initializer initializer_list
%type <node> statement labeled_statement compound_statement block_item_list block_item
%type <node> expression_statement selection_statement iteration_statement jump_statement
%type <spec> declaration_specifiers specifier_qualifier_list
%type <item> declaration_specifier specifier_qualifier type_specifier type_qualifier storage_class alignment_specifier
%type <type> type_name record_specifier enum_specifier
%type <member> member_declaration_list member_declaration member_declarator_list member_declarator
%type <decl> declarator direct_declarator abstract_declarator direct_abstract_declarator
%type <deriv> pointer array_suffix
%type <idecl> init_declarator_list init_declarator
%type <param> parameter_declaration
%type <plist> parameter_type_list parameter_list
%type <op> assignment_operator
%type <str> unary_operator record_keyword

%start translation_unit

%%

/* translation_unit = external_declaration* */
translation_unit
  : %empty
  | translation_unit external_declaration
  ;

external_declaration
  : function_definition
  | declaration { if ($1) ctx->prog->globals = ast_list_append(ctx->prog->globals, $1->args); }
  | static_assertion { ctx->prog->assertions = ast_list_append(ctx->prog->assertions, $1); }
  | ';'
  ;

/* _Static_assert(constant, "message"); an empty statement holding both until sema checks it */
static_assertion
  : STATIC_ASSERT '(' constant_expression ',' STRING_LIT ')' ';'
      { $$ = statement(ST_EMPTY, @1); $$->lhs = $3; $$->text = $5; }
  ;

/* function_definition = declaration_specifiers declarator compound_statement */
function_definition
  : declaration_specifiers declarator compound_statement { function_definition(ctx, $1, $2, $3); }
  ;

/* declaration = declaration_specifiers init_declarator_list? ';' */
declaration
  : declaration_specifiers ';' { declspec_finish(ctx, $1); $$ = NULL; }
  | declaration_specifiers init_declarator_list ';' { $$ = declaration(ctx, $1, $2, @1); }
  ;

declaration_specifiers
  : declaration_specifier                        { $$ = spec_apply(ctx, NULL, $1, @1); }
  | declaration_specifiers declaration_specifier { $$ = spec_apply(ctx, $1, $2, @2); }
  ;

declaration_specifier: storage_class | type_specifier | type_qualifier | alignment_specifier ;

/* _Alignas changes where a member lies, and so what offsetof and sizeof give: refused */
alignment_specifier
  : ALIGNAS '(' type_name ')'
      { refuse(ctx, @1, "'_Alignas' is not supported in bulk code, which lays out arrays and structs itself; remove it");
        $$ = keyword(TOK_ALIGNAS); }
  | ALIGNAS '(' constant_expression ')'
      { refuse(ctx, @1, "'_Alignas' is not supported in bulk code, which lays out arrays and structs itself; remove it");
        $$ = keyword(TOK_ALIGNAS); }
  ;

storage_class
  : TYPEDEF   { $$ = keyword(TOK_TYPEDEF); }
  | STATIC    { $$ = keyword(TOK_STATIC); }
  | EXTERN    { $$ = keyword(TOK_EXTERN); }
  | INLINE    { $$ = keyword(TOK_INLINE); }
  | AUTO      { $$ = keyword(TOK_AUTO); }
  | REGISTER  { $$ = keyword(TOK_REGISTER); }
  | THREAD_LOCAL
      { refuse(ctx, @1, "'_Thread_local' is not supported in bulk code: each instance has its own variables; "
               "remove it, or pass the value as a parameter");
        $$ = keyword(TOK_THREAD_LOCAL); }
  ;

type_specifier
  : VOID      { $$ = keyword(TOK_VOID); }
  | BOOL      { $$ = keyword(TOK_BOOL); }
  | CHAR      { $$ = keyword(TOK_CHAR); }
  | SHORT     { $$ = keyword(TOK_SHORT); }
  | INT       { $$ = keyword(TOK_INT); }
  | LONG      { $$ = keyword(TOK_LONG); }
  | FLOAT     { $$ = keyword(TOK_FLOAT); }
  | DOUBLE    { $$ = keyword(TOK_DOUBLE); }
  | SIGNED    { $$ = keyword(TOK_SIGNED); }
  | UNSIGNED  { $$ = keyword(TOK_UNSIGNED); }
  | TYPE_NAME { $$ = named(typedef_lookup(ctx, $1)); }
  | record_specifier { $$ = named($1); }
  | enum_specifier   { $$ = named($1); }
  | COMPLEX
      { refuse(ctx, @1, "complex types ('_Complex') are not supported in bulk code; keep the real and imaginary "
               "parts in variables of their own");
        $$ = keyword(TOK_COMPLEX); }
  ;

type_qualifier
  : CONST     { $$ = keyword(TOK_CONST); }
  | VOLATILE  { $$ = keyword(TOK_VOLATILE); }
  | RESTRICT  { $$ = keyword(TOK_RESTRICT); }
  | ATOMIC
      { refuse(ctx, @1, "'_Atomic' is not supported in bulk code: instances share no variables; remove it");
        $$ = keyword(TOK_ATOMIC); }
  ;

/* record_specifier = ("struct" | "union") IDENT? "{" member_declaration* "}" */
record_specifier
  : record_keyword IDENT '{' { $<type>$ = record_tag(ctx, $1, $2, true, @2); } member_declaration_list '}'
      { $$ = record_complete(ctx, $<type>4, $5, @2); }
  | record_keyword TYPE_NAME '{' { $<type>$ = record_tag(ctx, $1, $2, true, @2); } member_declaration_list '}'
      { $$ = record_complete(ctx, $<type>4, $5, @2); }
  | record_keyword '{' member_declaration_list '}'
      { $$ = record_complete(ctx, record_tag(ctx, $1, NULL, true, @1), $3, @1); }
  | record_keyword IDENT                                 { $$ = record_tag(ctx, $1, $2, false, @2); }
  | record_keyword TYPE_NAME                             { $$ = record_tag(ctx, $1, $2, false, @2); }
  ;

record_keyword: STRUCT { $$ = "struct"; } | UNION { $$ = "union"; } ;

member_declaration_list
  : member_declaration                         { $$ = $1; }
  | member_declaration_list member_declaration { $$ = members_append($1, $2); }
  ;

member_declaration
  : specifier_qualifier_list member_declarator_list ';' { $$ = members_typed(ctx, $1, $2); }
  /* C11's anonymous struct or union member: no name to split it by, refused where the struct is used */
  | specifier_qualifier_list ';' { $$ = members_typed(ctx, $1, member_of(NULL, NULL, $1->loc)); }
  | static_assertion { ctx->prog->assertions = ast_list_append(ctx->prog->assertions, $1); $$ = NULL; }
  ;

member_declarator_list
  : member_declarator                            { $$ = $1; }
  | member_declarator_list ',' member_declarator { $$ = members_append($1, $3); }
  ;

/* a member's declarator, the type to come from its specifiers; or a bit-field */
member_declarator
  : declarator                             { $$ = member_of($1, NULL, $1->loc); }
  | declarator ':' constant_expression     { $$ = member_of($1, $3, $1->loc); }
  | ':' constant_expression                { $$ = member_of(NULL, $2, LOC(@1)); }
  ;

/* enum_specifier = "enum" IDENT? "{" enumerator ("," enumerator)* ","? "}" */
/* an enum is int (gcc's choice where its values fit); its enumerators are int constants */
enum_specifier
  : ENUM IDENT '{' enumerator_list '}'         { $$ = enum_type(ctx); }
  | ENUM '{' enumerator_list '}'               { $$ = enum_type(ctx); }
  | ENUM IDENT '{' enumerator_list ',' '}'     { $$ = enum_type(ctx); }
  | ENUM '{' enumerator_list ',' '}'           { $$ = enum_type(ctx); }
  | ENUM IDENT                                 { $$ = enum_type(ctx); }
  ;

enumerator_list
  : enumerator
  | enumerator_list ',' enumerator
  ;

enumerator
  : IDENT                         { enumerator(ctx, $1, NULL, @1); }
  | IDENT '=' constant_expression { enumerator(ctx, $1, $3, @1); }
  ;

init_declarator_list
  : init_declarator                          { $$ = $1; }
  | init_declarator_list ',' init_declarator { $$ = $1; ($$->last ? $$->last : $$)->next = $3; $$->last = $3; }
  ;

/* init_declarator = declarator ("=" initializer)? */
init_declarator
  : declarator                 { $$ = xcalloc(1, sizeof(InitDeclarator)); $$->decl = $1; }
  | declarator '=' initializer { $$ = xcalloc(1, sizeof(InitDeclarator)); $$->decl = $1; $$->init = $3; }
  ;

/* declarator = pointer? direct_declarator; derivations are listed from the name outwards */
declarator
  : pointer direct_declarator { $$ = $2; declarator_add($$, $1); }
  | direct_declarator         { $$ = $1; }
  ;

pointer
  : '*'                               { $$ = deriv(DV_POINTER); }
  | '*' type_qualifier_list           { $$ = deriv(DV_POINTER); $$->is_const = true; }
  | '*' pointer                       { $$ = $2; Deriv *d = $2; while (d->next) d = d->next; d->next = deriv(DV_POINTER); }
  | '*' type_qualifier_list pointer   { $$ = $3; Deriv *d = $3; while (d->next) d = d->next; d->next = deriv(DV_POINTER); d->next->is_const = true; }
  ;

type_qualifier_list
  : type_qualifier
  | type_qualifier_list type_qualifier
  ;

direct_declarator
  : IDENT                                        { $$ = xcalloc(1, sizeof(Declarator)); $$->name = $1; $$->loc = LOC(@1); }
  | '(' declarator ')'                           { $$ = $2; }
  | direct_declarator array_suffix              { $$ = declarator_add($1, $2); }
  | direct_declarator '(' parameter_type_list ')' { Deriv *d = deriv(DV_FUNC); d->params = $3.params; d->variadic = $3.variadic; $$ = declarator_add($1, d); }
  | direct_declarator '(' ')'                    { Deriv *d = deriv(DV_FUNC); d->unprototyped = true; $$ = declarator_add($1, d); }
  ;

/* [n], and in a parameter's outermost array also [static n], [const n], [restrict n] (C11
 * 6.7.6.3p7): the parameter is a pointer whatever they say, so they change nothing here */
array_suffix
  : '[' ']'                                                   { $$ = deriv(DV_ARRAY); }
  | '[' assignment_expression ']'                             { $$ = deriv(DV_ARRAY); $$->len = $2; }
  | '[' type_qualifier_list ']'                               { $$ = param_array(NULL, @1); }
  | '[' type_qualifier_list assignment_expression ']'         { $$ = param_array($3, @1); }
  | '[' STATIC assignment_expression ']'                      { $$ = param_array($3, @1); }
  | '[' STATIC type_qualifier_list assignment_expression ']'  { $$ = param_array($4, @1); }
  | '[' type_qualifier_list STATIC assignment_expression ']'  { $$ = param_array($4, @1); }
  ;

parameter_type_list
  : parameter_list                  { $$ = $1; $$.variadic = false; }
  | parameter_list ',' ELLIPSIS     { $$ = $1; $$.variadic = true; }
  ;

parameter_list
  : parameter_declaration                    { $$.params = $$.last = $1; $$.variadic = false; }
  | parameter_list ',' parameter_declaration { $$ = $1; $$.last->next = $3; $$.last = $3; }
  ;

parameter_declaration
  : declaration_specifiers declarator          { $$ = param_from(ctx, $1, $2, @1); }
  | declaration_specifiers abstract_declarator { $$ = param_from(ctx, $1, $2, @1); }
  | declaration_specifiers                     { $$ = param_from(ctx, $1, NULL, @1); }
  ;

type_name
  : specifier_qualifier_list                     { $$ = declspec_finish(ctx, $1); }
  | specifier_qualifier_list abstract_declarator { check_param_only(ctx, $2, false); $$ = declarator_type(declspec_finish(ctx, $1), $2); }
  ;

specifier_qualifier_list
  : specifier_qualifier                          { $$ = spec_apply(ctx, NULL, $1, @1); }
  | specifier_qualifier_list specifier_qualifier { $$ = spec_apply(ctx, $1, $2, @2); }
  ;

specifier_qualifier: type_specifier | type_qualifier | alignment_specifier ;

abstract_declarator
  : pointer                            { $$ = xcalloc(1, sizeof(Declarator)); $$->derivs = $1; }
  | direct_abstract_declarator         { $$ = $1; }
  | pointer direct_abstract_declarator { $$ = $2; declarator_add($$, $1); }
  ;

direct_abstract_declarator
  : '(' abstract_declarator ')'        { $$ = $2; }
  | array_suffix                       { $$ = xcalloc(1, sizeof(Declarator)); declarator_add($$, $1); }
  | direct_abstract_declarator array_suffix { $$ = declarator_add($1, $2); }
  | '(' ')'                            { $$ = xcalloc(1, sizeof(Declarator)); Deriv *d = deriv(DV_FUNC); d->unprototyped = true; declarator_add($$, d); }
  | '(' parameter_type_list ')'        { $$ = xcalloc(1, sizeof(Declarator)); Deriv *d = deriv(DV_FUNC); d->params = $2.params; d->variadic = $2.variadic; declarator_add($$, d); }
  | direct_abstract_declarator '(' ')' { Deriv *d = deriv(DV_FUNC); d->unprototyped = true; $$ = declarator_add($1, d); }
  | direct_abstract_declarator '(' parameter_type_list ')' { Deriv *d = deriv(DV_FUNC); d->params = $3.params; d->variadic = $3.variadic; $$ = declarator_add($1, d); }
  ;

/* initializer = assignment_expression | "{" initializer ("," initializer)* ","? "}" */
initializer
  : assignment_expression        { $$ = $1; }
  | '{' initializer_list '}'     { $$ = ast_node(ND_INIT_LIST, LOC(@1)); $$->args = $2; }
  | '{' initializer_list ',' '}' { $$ = ast_node(ND_INIT_LIST, LOC(@1)); $$->args = $2; }
  | '{' '}'                      { $$ = ast_node(ND_INIT_LIST, LOC(@1)); }
  ;

initializer_list
  : initializer                      { $$ = $1; }
  | initializer_list ',' initializer { $$ = ast_list_append($1, $3); }
  | designation initializer          { $$ = unsupported(designated_initializer, @1); }
  | initializer_list ',' designation initializer { $$ = ast_list_append($1, unsupported(designated_initializer, @3)); }
  ;

designation: designator_list '=' ;

designator_list: designator | designator_list designator ;

designator
  : '[' constant_expression ']'
  | '.' IDENT
  | '.' TYPE_NAME
  ;

/* statements */

statement
  : labeled_statement | compound_statement | expression_statement
  | selection_statement | iteration_statement | jump_statement
  ;

labeled_statement
  : IDENT ':' statement                     { $$ = statement(ST_LABEL, @1); $$->name = $1; $$->then = $3; }
  | CASE constant_expression ':' statement  { $$ = statement(ST_CASE, @1); $$->cond = $2; $$->then = $4; }
  | DEFAULT ':' statement                   { $$ = statement(ST_DEFAULT, @1); $$->then = $3; }
  ;

/* compound_statement = "{" (declaration | statement)* "}" */
compound_statement
  : '{' '}'                 { $$ = statement(ST_BLOCK, @1); }
  | '{' block_item_list '}' { $$ = statement(ST_BLOCK, @1); $$->args = $2; }
  ;

block_item_list
  : block_item                 { $$ = $1; }
  | block_item_list block_item { $$ = ast_list_append($1, $2); }
  ;

block_item
  : declaration { $$ = $1 ? $1 : statement(ST_EMPTY, @1); }
  | static_assertion { $$ = $1; }
  | statement   { $$ = $1; }
  ;

expression_statement
  : ';'            { $$ = statement(ST_EMPTY, @1); }
  | expression ';' { $$ = statement(ST_EXPR, @1); $$->lhs = $1; }
  ;

selection_statement
  : IF '(' expression ')' statement %prec THEN        { $$ = statement(ST_IF, @1); $$->cond = $3; $$->then = $5; }
  | IF '(' expression ')' statement ELSE statement    { $$ = statement(ST_IF, @1); $$->cond = $3; $$->then = $5; $$->els = $7; }
  | SWITCH '(' expression ')' statement               { $$ = statement(ST_SWITCH, @1); $$->cond = $3; $$->then = $5; }
  ;

iteration_statement
  : WHILE '(' expression ')' statement                { $$ = statement(ST_WHILE, @1); $$->cond = $3; $$->then = $5; }
  | DO statement WHILE '(' expression ')' ';'         { $$ = statement(ST_DO, @1); $$->then = $2; $$->cond = $5; }
  | FOR '(' expression_statement expression_statement ')' statement
      { $$ = statement(ST_FOR, @1); $$->init = $3; $$->cond = $4->lhs; $$->then = $6; }
  | FOR '(' expression_statement expression_statement expression ')' statement
      { $$ = statement(ST_FOR, @1); $$->init = $3; $$->cond = $4->lhs; $$->inc = $5; $$->then = $7; }
  | FOR '(' declaration expression_statement ')' statement
      { $$ = statement(ST_FOR, @1); $$->init = $3; $$->cond = $4->lhs; $$->then = $6; }
  | FOR '(' declaration expression_statement expression ')' statement
      { $$ = statement(ST_FOR, @1); $$->init = $3; $$->cond = $4->lhs; $$->inc = $5; $$->then = $7; }
  ;

jump_statement
  : GOTO IDENT ';'          { $$ = statement(ST_GOTO, @1); $$->name = $2; }
  | CONTINUE ';'            { $$ = statement(ST_CONTINUE, @1); }
  | BREAK ';'               { $$ = statement(ST_BREAK, @1); }
  | RETURN ';'              { $$ = statement(ST_RETURN, @1); }
  | RETURN expression ';'   { $$ = statement(ST_RETURN, @1); $$->lhs = $2; }
  ;

/* expressions, one level of precedence per rule */

primary_expression
  : IDENT            { $$ = ast_node(ND_VAR, LOC(@1)); $$->name = $1; }
  | INT_LIT          { $$ = ast_node(ND_INT, LOC(@1)); $$->text = $1; }
  | CHAR_LIT
      { $$ = ast_node(ND_INT, LOC(@1)); $$->text = $1; $$->is_char_literal = true;
        $$->ival = char_constant_value(ctx, $1, LOC(@1), &$$->char_kind); }
  | FLOAT_LIT        { $$ = ast_node(ND_FLOAT, LOC(@1)); $$->text = $1; }
  | string_literals  { $$ = $1; }
  | '(' expression ')' { $$ = $2; }
  /* gcc's statement expression, which glibc's assert expands to: refused where an entry reaches it */
  | '(' compound_statement ')' { $$ = ast_node(ND_INT, LOC(@1)); $$->text = "0"; $$->statement_expression = true; }
  /* _Generic: the association of the controlling expression's type, chosen by sema */
  | GENERIC '(' assignment_expression ',' generic_associations ')'
      { $$ = deferred(DEFER_GENERIC, NULL, $3, @1); $$->args = $5; }
  ;

generic_associations
  : generic_association                          { $$ = $1; }
  | generic_associations ',' generic_association { $$ = ast_list_append($1, $3); }
  ;

generic_association
  : type_name ':' assignment_expression { $$ = ast_node(ND_CAST, LOC(@1)); $$->cast_type = $1; $$->lhs = $3; }
  | DEFAULT ':' assignment_expression   { $$ = ast_node(ND_CAST, LOC(@1)); $$->lhs = $3; }
  ;

string_literals
  : STRING_LIT                 { $$ = ast_node(ND_STRING, LOC(@1)); $$->text = $1; }
  | string_literals STRING_LIT { $$ = $1; $$->text = intern_format("%s%s", $1->text, $2); }
  ;

postfix_expression
  : primary_expression                     { $$ = $1; }
  | postfix_expression '[' expression ']'  { $$ = ast_node(ND_INDEX, LOC(@2)); $$->lhs = $1; $$->rhs = $3; }
  | postfix_expression '(' ')'             { $$ = ast_node(ND_CALL, $1->loc); $$->lhs = $1; }
  | postfix_expression '(' argument_expression_list ')' { $$ = ast_node(ND_CALL, $1->loc); $$->lhs = $1; $$->args = $3; }
  | postfix_expression '.' IDENT           { $$ = unary(ND_MEMBER, OP_NONE, $1, @2); $$->name = $3; $$->text = "."; }
  | postfix_expression ARROW IDENT         { $$ = unary(ND_MEMBER, OP_NONE, $1, @2); $$->name = $3; $$->text = "->"; }
  | postfix_expression INC                 { $$ = unary(ND_POSTINC, OP_NONE, $1, @2); }
  | postfix_expression DEC                 { $$ = unary(ND_POSTDEC, OP_NONE, $1, @2); }
  | '(' type_name ')' '{' initializer_list '}'     { $$ = unsupported(compound_literal, @1); }
  | '(' type_name ')' '{' initializer_list ',' '}' { $$ = unsupported(compound_literal, @1); }
  ;

argument_expression_list
  : assignment_expression                              { $$ = $1; }
  | argument_expression_list ',' assignment_expression { $$ = ast_list_append($1, $3); }
  ;

unary_expression
  : postfix_expression               { $$ = $1; }
  | INC unary_expression             { $$ = unary(ND_PREINC, OP_NONE, $2, @1); }
  | DEC unary_expression             { $$ = unary(ND_PREDEC, OP_NONE, $2, @1); }
  | unary_operator cast_expression
      { switch ($1[0]) {
        case '&': $$ = unary(ND_ADDR, OP_NONE, $2, @1); break;
        case '*': $$ = unary(ND_DEREF, OP_NONE, $2, @1); break;
        case '+': $$ = unary(ND_UNARY, OP_PLUS, $2, @1); break;
        case '-': $$ = unary(ND_UNARY, OP_NEG, $2, @1); break;
        case '~': $$ = unary(ND_UNARY, OP_BITNOT, $2, @1); break;
        default:  $$ = unary(ND_UNARY, OP_NOT, $2, @1); break;
        } }
  | SIZEOF unary_expression          { $$ = unary(ND_SIZEOF, OP_NONE, $2, @1); }
  | SIZEOF '(' type_name ')' %prec TYPE_OPERAND { $$ = ast_node(ND_SIZEOF, LOC(@1)); $$->cast_type = $3; }
  | ALIGNOF '(' type_name ')' %prec TYPE_OPERAND { $$ = deferred(DEFER_ALIGNOF, $3, NULL, @1); }
  | ALIGNOF unary_expression        { $$ = deferred(DEFER_ALIGNOF, NULL, $2, @1); $$->name = $1; }
  | OFFSETOF '(' type_name ',' offsetof_designator ')' { $$ = deferred(DEFER_OFFSETOF, $3, $5, @1); }
  ;

/* offsetof's member: a.b[2].c, each step around the one before (the first around nothing) */
offsetof_designator
  : IDENT                                   { $$ = unary(ND_MEMBER, OP_NONE, NULL, @1); $$->name = $1; $$->text = "."; }
  | offsetof_designator '.' IDENT           { $$ = unary(ND_MEMBER, OP_NONE, $1, @3); $$->name = $3; $$->text = "."; }
  | offsetof_designator '[' expression ']'  { $$ = ast_node(ND_INDEX, LOC(@2)); $$->lhs = $1; $$->rhs = $3; }
  ;

unary_operator: '&' | '*' | '+' | '-' | '~' | '!' ;

cast_expression
  : unary_expression                 { $$ = $1; }
  | '(' type_name ')' cast_expression { $$ = ast_node(ND_CAST, LOC(@1)); $$->cast_type = $2; $$->lhs = $4; }
  ;

multiplicative_expression
  : cast_expression                               { $$ = $1; }
  | multiplicative_expression '*' cast_expression { $$ = binary(OP_MUL, $1, $3, @2); }
  | multiplicative_expression '/' cast_expression { $$ = binary(OP_DIV, $1, $3, @2); }
  | multiplicative_expression '%' cast_expression { $$ = binary(OP_MOD, $1, $3, @2); }
  ;

additive_expression
  : multiplicative_expression                         { $$ = $1; }
  | additive_expression '+' multiplicative_expression { $$ = binary(OP_ADD, $1, $3, @2); }
  | additive_expression '-' multiplicative_expression { $$ = binary(OP_SUB, $1, $3, @2); }
  ;

shift_expression
  : additive_expression                      { $$ = $1; }
  | shift_expression SHL additive_expression { $$ = binary(OP_SHL, $1, $3, @2); }
  | shift_expression SHR additive_expression { $$ = binary(OP_SHR, $1, $3, @2); }
  ;

relational_expression
  : shift_expression                           { $$ = $1; }
  | relational_expression '<' shift_expression { $$ = binary(OP_LT, $1, $3, @2); }
  | relational_expression '>' shift_expression { $$ = binary(OP_GT, $1, $3, @2); }
  | relational_expression LE shift_expression  { $$ = binary(OP_LE, $1, $3, @2); }
  | relational_expression GE shift_expression  { $$ = binary(OP_GE, $1, $3, @2); }
  ;

equality_expression
  : relational_expression                        { $$ = $1; }
  | equality_expression EQ relational_expression { $$ = binary(OP_EQ, $1, $3, @2); }
  | equality_expression NE relational_expression { $$ = binary(OP_NE, $1, $3, @2); }
  ;

and_expression
  : equality_expression                    { $$ = $1; }
  | and_expression '&' equality_expression { $$ = binary(OP_AND, $1, $3, @2); }
  ;

exclusive_or_expression
  : and_expression                             { $$ = $1; }
  | exclusive_or_expression '^' and_expression { $$ = binary(OP_XOR, $1, $3, @2); }
  ;

inclusive_or_expression
  : exclusive_or_expression                             { $$ = $1; }
  | inclusive_or_expression '|' exclusive_or_expression { $$ = binary(OP_OR, $1, $3, @2); }
  ;

logical_and_expression
  : inclusive_or_expression                               { $$ = $1; }
  | logical_and_expression LOGAND inclusive_or_expression { $$ = binary(OP_LOGAND, $1, $3, @2); }
  ;

logical_or_expression
  : logical_and_expression                             { $$ = $1; }
  | logical_or_expression LOGOR logical_and_expression { $$ = binary(OP_LOGOR, $1, $3, @2); }
  ;

conditional_expression
  : logical_or_expression { $$ = $1; }
  | logical_or_expression '?' expression ':' conditional_expression
      { $$ = ast_node(ND_COND, LOC(@2)); $$->cond = $1; $$->then = $3; $$->els = $5; }
  ;

assignment_expression
  : conditional_expression { $$ = $1; }
  | unary_expression assignment_operator assignment_expression { $$ = assign($2, $1, $3, @2); }
  ;

assignment_operator
  : '='        { $$ = OP_NONE; }
  | MUL_ASSIGN { $$ = OP_MUL; }
  | DIV_ASSIGN { $$ = OP_DIV; }
  | MOD_ASSIGN { $$ = OP_MOD; }
  | ADD_ASSIGN { $$ = OP_ADD; }
  | SUB_ASSIGN { $$ = OP_SUB; }
  | SHL_ASSIGN { $$ = OP_SHL; }
  | SHR_ASSIGN { $$ = OP_SHR; }
  | AND_ASSIGN { $$ = OP_AND; }
  | XOR_ASSIGN { $$ = OP_XOR; }
  | OR_ASSIGN  { $$ = OP_OR; }
  ;

expression
  : assignment_expression                { $$ = $1; }
  | expression ',' assignment_expression { $$ = ast_node(ND_COMMA, LOC(@2)); $$->lhs = $1; $$->rhs = $3; }
  ;

constant_expression: conditional_expression { $$ = $1; } ;

%%

SrcLoc loc_from(const BulkLoc *l) {
  SrcLoc s = {l->file, l->first_line, l->first_column};
  return s;
}

static void yyerror(BulkLoc *loc, struct ParseCtx *ctx, const char *msg) {
  ctx->errors++;
  if (strcmp(msg, "memory exhausted") == 0) {
    diag_error_rule(loc_from(loc), RULE_SYNTAX, "expression or statement nested too deeply for the parser (its stack holds %d entries)", YYMAXDEPTH);
    return;
  }
  diag_error_rule(loc_from(loc), RULE_SYNTAX, "%s", msg);
  if (ctx->type_names.hidden_type_name)
    diag_note(loc_from(loc), "'%s' names a variable or parameter here, which hides the typedef of that name",
              ctx->type_names.hidden_type_name);
}

/* Tokens from system headers go to the digester; identifiers that name types become TYPE_NAME
 * where they stand for the type. */
static int yylex(YYSTYPE *lval, BulkLoc *lloc, struct ParseCtx *ctx) {
  for (;;) {
    int t = bulkcc_yylex(lval, lloc, ctx->scanner);
    if (t != 0 && ctx->skip_until_depth) continue; /* a header an earlier input read */
    if (t != 0 && ctx->in_system_header) {
      sysheader_feed(ctx, t, lval->str);
      continue;
    }
    sysheader_flush(ctx);
    if (t == TOK_EXTENSION) continue;
    return type_names_classify(ctx, t, lval->str);
  }
}

int bulkcc_yylex_init_extra(struct ParseCtx *extra, void **scanner);
int bulkcc_yylex_destroy(void *scanner);
void *bulkcc_yy_scan_bytes(const char *bytes, int len, void *scanner);

Program *parse_program(const char *text, size_t len, const char *main_file, LibFunc **libfuncs) {
  struct ParseCtx ctx = {0};
  if (len > INT_MAX) { /* flex takes an int length */
    diag_plain_error("the preprocessed input is %zu bytes; at most %d are accepted", len, INT_MAX);
    return NULL;
  }
  ctx.prog = xcalloc(1, sizeof(Program));
  ctx.functions_tail = &ctx.prog->functions;
  ctx.cpp_text = text;
  ctx.cpp_len = len;
  ctx.columns.out_start = SIZE_MAX;
  ctx.file = intern(main_file);
  ctx.line = 1;
  ctx.col = 1;
  if (bulkcc_yylex_init_extra(&ctx, &ctx.scanner) != 0) {
    diag_plain_error("cannot start the scanner");
    return NULL;
  }
  bulkcc_yy_scan_bytes(text, (int)len, ctx.scanner);
  int rc = yyparse(&ctx);
  bulkcc_yylex_destroy(ctx.scanner);
  free(ctx.typedefs.keys);
  free(ctx.typedefs.values);
  type_names_free(&ctx.type_names);
  free(ctx.headers_read.keys);
  free(ctx.headers_read.values);
  free(ctx.headers_this_input.keys);
  free(ctx.headers_this_input.values);
  free(ctx.user_files.keys);
  free(ctx.user_files.values);
  for (size_t i = 0; i < ctx.sources.cap; i++)
    if (ctx.sources.keys[i]) source_file_free(ctx.sources.values[i]);
  free(ctx.sources.keys);
  free(ctx.sources.values);
  free(ctx.columns.cols);
  free(ctx.sys_tokens);
  *libfuncs = ctx.libfuncs;
  if (rc != 0 || ctx.errors) return NULL;
  return ctx.prog;
}
