/* type_names.c: whether an identifier that names a type is one where it stands, as C's scopes
 * say. A typedef name is the name of a declarator where declaration specifiers holding a type
 * already precede it (`unsigned size_t;`, `size_t size_t;`: a typedef name never joins another
 * type specifier), or after `*`, `(` or `,` in a declaration's declarators; such a variable or
 * parameter hides the typedef until its scope ends (a block's `}`; a prototype's `)`, or the body
 * of a function or a `for` that follows it). Struct members do not hide it, and a tag after
 * struct, union or enum is always a tag. Only the token stream
 * is followed, so the decision does not depend on when the parser asks for its lookahead. */
#include <stdlib.h>

#include "alloc.h"
#include "parse.h"
#include "parser.h"

/* What the tokens at one level (a brace or parenthesis level) are in: */
typedef enum LevelKind { LEVEL_FILE, LEVEL_BLOCK, LEVEL_RECORD, LEVEL_INITIALIZER, LEVEL_PARENS } LevelKind;

struct TypeNameLevel {
  LevelKind kind;
  bool grouping;      /* LEVEL_PARENS around a declarator (`(*name)`): its names outlive it */
  bool for_header;    /* LEVEL_PARENS of a `for`: ',' continues a declaration there */
  bool in_specifiers; /* the tokens since the level's start or last ';' are declaration specifiers */
  bool has_type;      /* ... and they hold a type specifier */
  bool is_typedef;    /* ... and `typedef` */
  bool declaring;     /* past such specifiers: declarators follow */
  bool at_declarator; /* the next identifier names a declarator */
  bool initializer;   /* past a declarator's '=': an expression, to the next ',' or ';' */
};

struct TypeNameShadow {
  const char *name;
  int depth;    /* the level it was declared at */
  bool pending; /* its parentheses closed: kept only if a body's '{' follows */
  bool for_counter; /* declared in a for's header: its body may be a statement without braces */
  bool to_semicolon; /* ... which it is: the shadow ends with that statement's ';' */
};

static bool is_type_keyword(int t) {
  switch (t) {
  case TOK_VOID: case TOK_BOOL: case TOK_CHAR: case TOK_SHORT: case TOK_INT: case TOK_LONG: case TOK_FLOAT:
  case TOK_DOUBLE: case TOK_SIGNED: case TOK_UNSIGNED: case TOK_COMPLEX:
    return true;
  default:
    return false;
  }
}

static bool is_qualifier(int t) { return t == TOK_CONST || t == TOK_VOLATILE || t == TOK_RESTRICT || t == TOK_ATOMIC; }

/* Storage classes and function specifiers: specifiers that hold no type. */
static bool is_other_specifier(int t) {
  switch (t) {
  case TOK_TYPEDEF: case TOK_EXTERN: case TOK_STATIC: case TOK_AUTO: case TOK_REGISTER: case TOK_INLINE:
  case TOK_THREAD_LOCAL:
    return true;
  default:
    return false;
  }
}

static TypeNameLevel *top(TypeNames *n) { return &n->levels[n->depth]; }

static void start_statement(TypeNameLevel *l) {
  LevelKind kind = l->kind;
  bool for_header = l->for_header;
  *l = (TypeNameLevel){.kind = kind, .for_header = for_header, .in_specifiers = true};
}

static void push(TypeNames *n, LevelKind kind) {
  n->levels = grow_array(n->levels, &n->cap_levels, (size_t)n->depth + 2, sizeof *n->levels,
                         "the nesting of braces and parentheses");
  n->depth++;
  *top(n) = (TypeNameLevel){.kind = kind};
  start_statement(top(n));
}

/* Leaving a level: what was declared in it goes out of scope, or (parentheses) waits to see
 * whether a body follows. */
static void pop(TypeNames *n) {
  if (n->depth == 0) return; /* an unbalanced ')' or '}': the parser says so */
  bool parens = top(n)->kind == LEVEL_PARENS, grouping = top(n)->grouping, for_header = top(n)->for_header;
  size_t kept = 0;
  for (size_t i = 0; i < n->nshadows; i++) {
    TypeNameShadow s = n->shadows[i];
    if (s.depth >= n->depth) {
      if (!parens) continue;
      s.depth = n->depth - 1;
      s.pending = !grouping;
      s.for_counter = for_header;
    }
    n->shadows[kept++] = s;
  }
  n->nshadows = kept;
  n->depth--;
}

static void hide(TypeNames *n, const char *name) {
  n->shadows = grow_array(n->shadows, &n->cap_shadows, n->nshadows + 1, sizeof *n->shadows,
                          "the variables that hide typedef names");
  n->shadows[n->nshadows++] = (TypeNameShadow){name, n->depth, false, false, false};
}

static bool hidden(const TypeNames *n, const char *name) {
  for (size_t i = n->nshadows; i-- > 0;)
    if (n->shadows[i].name == name && !n->shadows[i].pending) return true;
  return false;
}

/* Pending shadows (parameters of the parentheses just closed) join the body that `{` opens, or
 * end with any other token. */
static void settle_pending(TypeNames *n, int token) {
  size_t kept = 0;
  for (size_t i = 0; i < n->nshadows; i++) {
    TypeNameShadow s = n->shadows[i];
    if (s.pending) {
      s.pending = false;
      if (token == '{') s.depth = n->depth + 1; /* the block about to open */
      else if (s.for_counter) s.to_semicolon = true;
      else continue;
    }
    n->shadows[kept++] = s;
  }
  n->nshadows = kept;
}

/* A for's counters whose body is a statement without braces end with its ';' (a body `if (c) x;
 * else y;` ends them early: its else is then parsed without them). */
static void end_for_statement(TypeNames *n) {
  size_t kept = 0;
  for (size_t i = 0; i < n->nshadows; i++)
    if (!(n->shadows[i].to_semicolon && n->shadows[i].depth == n->depth)) n->shadows[kept++] = n->shadows[i];
  n->nshadows = kept;
}

/* The name of a declarator: it hides a typedef of that name in its scope, unless it is a typedef
 * itself or a struct's member. */
static void declarator_name(TypeNames *n, const char *name, bool names_type) {
  TypeNameLevel *l = top(n);
  if (names_type && !l->is_typedef && l->kind != LEVEL_RECORD) hide(n, name);
  l->declaring = true;
  l->in_specifiers = false;
  l->at_declarator = false;
}

static void identifier(TypeNames *n, int *token, const char *name, bool names_type) {
  TypeNameLevel *l = top(n);
  if (n->record_keyword) { /* a tag: tags have a namespace of their own (`enum mode_t` beside a typedef) */
    *token = TOK_IDENT;
    n->tag_seen = true;
    l->has_type = true;
    return;
  }
  if ((l->in_specifiers && l->has_type) || l->at_declarator) {
    *token = TOK_IDENT;
    declarator_name(n, name, names_type);
    return;
  }
  if (names_type) { /* a type specifier */
    if (!l->in_specifiers) start_statement(l);
    l->has_type = true;
    return;
  }
  l->in_specifiers = false;
  l->at_declarator = false;
}

int type_names_classify(ParseCtx *ctx, int token, const char *text) {
  TypeNames *n = &ctx->type_names;
  if (!n->levels) {
    n->levels = grow_array(NULL, &n->cap_levels, 8, sizeof *n->levels, "the nesting of braces and parentheses");
    n->depth = 0;
    *top(n) = (TypeNameLevel){.kind = LEVEL_FILE};
    start_statement(top(n));
  }
  settle_pending(n, token);
  bool record_keyword = n->record_keyword, tag_seen = n->tag_seen;
  n->record_keyword = false;
  n->tag_seen = false;
  int previous = n->previous;
  n->previous = token;
  n->hidden_type_name = NULL;
  TypeNameLevel *l = top(n);
  if (token == TOK_IDENT) {
    bool names_type = typedef_lookup(ctx, text) && !hidden(n, text);
    int result = names_type ? TOK_TYPE_NAME : TOK_IDENT;
    n->record_keyword = record_keyword;
    identifier(n, &result, text, names_type);
    n->record_keyword = false;
    n->tag_seen = record_keyword;
    n->previous = result;
    n->hidden_type_name = result == TOK_IDENT && typedef_lookup(ctx, text) ? text : NULL;
    return result;
  }
  if (token == TOK_STRUCT || token == TOK_UNION || token == TOK_ENUM) {
    if (!l->in_specifiers) start_statement(l);
    l->has_type = true;
    n->record_keyword = true;
    return token;
  }
  if (is_type_keyword(token) || is_other_specifier(token)) {
    if (!l->in_specifiers) start_statement(l);
    if (is_type_keyword(token)) l->has_type = true;
    if (token == TOK_TYPEDEF) l->is_typedef = true;
    return token;
  }
  if (is_qualifier(token)) {
    if (!l->in_specifiers && !l->at_declarator) start_statement(l);
    return token;
  }
  switch (token) {
  case '=':
    if (l->declaring && l->kind != LEVEL_RECORD) l->initializer = true;
    l->in_specifiers = false;
    l->at_declarator = false;
    break;
  case '*': /* a pointer declarator, unless a product in an initializer (`i64 t = 2 * (i64)g;`) */
    if (!l->initializer && (l->declaring || l->at_declarator || (l->in_specifiers && l->has_type))) {
      l->declaring = true;
      l->in_specifiers = false;
      l->at_declarator = true;
    }
    break;
  case '(': {
    bool grouping = !l->initializer && (l->at_declarator || (l->in_specifiers && l->has_type)); /* `(*name)` */
    if (l->in_specifiers && l->has_type) l->declaring = true;
    l->in_specifiers = false;
    l->at_declarator = false;
    push(n, LEVEL_PARENS);
    top(n)->for_header = previous == TOK_FOR;
    top(n)->grouping = grouping;
    top(n)->at_declarator = grouping;
    if (grouping) top(n)->in_specifiers = false;
    break;
  }
  case ')':
    pop(n);
    top(n)->at_declarator = false;
    top(n)->in_specifiers = false;
    break;
  case '{': {
    LevelKind kind = record_keyword || tag_seen ? LEVEL_RECORD
                     : previous == '=' || l->kind == LEVEL_INITIALIZER ? LEVEL_INITIALIZER : LEVEL_BLOCK;
    push(n, kind);
    break;
  }
  case '}': {
    LevelKind kind = top(n)->kind;
    pop(n);
    if (kind == LEVEL_RECORD) { /* `struct { ... } x`: specifiers go on */
      top(n)->in_specifiers = true;
      top(n)->has_type = true;
    } else if (kind == LEVEL_BLOCK) {
      start_statement(top(n));
    }
    break;
  }
  case ',':
    if (l->kind == LEVEL_PARENS && !l->for_header) start_statement(l); /* the next parameter */
    else if (l->declaring) l->at_declarator = true, l->initializer = false;
    break;
  case ';':
    start_statement(l);
    end_for_statement(n);
    break;
  case ':':
    start_statement(l);
    break;
  default:
    l->in_specifiers = false;
    l->at_declarator = false;
    break;
  }
  return token;
}

void type_names_free(TypeNames *n) {
  free(n->levels);
  free(n->shadows);
  *n = (TypeNames){0};
}
