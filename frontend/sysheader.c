/* sysheader.c: digests system headers (<stdint.h>, <math.h>, ...) instead of parsing them.
 * Their typedefs of arithmetic types and their functions over arithmetic types are kept;
 * everything else there (structs, inline bodies, attributes, asm labels) is passed over. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "parse.h"
#include "parser.h"

static bool is_specifier_keyword(int tok) {
  switch (tok) {
  case TOK_VOID: case TOK_BOOL: case TOK_CHAR: case TOK_SHORT: case TOK_INT: case TOK_LONG:
  case TOK_FLOAT: case TOK_DOUBLE: case TOK_SIGNED: case TOK_UNSIGNED: case TOK_CONST:
  case TOK_VOLATILE: case TOK_RESTRICT: case TOK_EXTERN: case TOK_STATIC: case TOK_INLINE:
  case TOK_EXTENSION: case TOK_REGISTER:
    return true;
  default:
    return false;
  }
}

/* Reads specifiers from toks[*i] on; returns the type, or NULL when they are not plain arithmetic ones. */
static Type *read_specifiers(ParseCtx *ctx, const SysToken *toks, int n, int *i, bool stop_before_last_ident) {
  DeclSpec ds = {0};
  int types = 0;
  for (; *i < n; (*i)++) {
    const SysToken *t = &toks[*i];
    if (is_specifier_keyword(t->kind)) {
      declspec_add_keyword(ctx, &ds, t->kind, (SrcLoc){0});
      if (t->kind != TOK_CONST && t->kind != TOK_VOLATILE && t->kind != TOK_RESTRICT &&
          t->kind != TOK_EXTERN && t->kind != TOK_STATIC && t->kind != TOK_INLINE &&
          t->kind != TOK_EXTENSION && t->kind != TOK_REGISTER)
        types++;
      continue;
    }
    if (t->kind == TOK_IDENT && !ds.named && !types) {
      if (stop_before_last_ident && (*i + 1 >= n || toks[*i + 1].kind != TOK_IDENT)) break;
      Type *named = typedef_lookup(ctx, t->text);
      if (!named) return NULL;
      ds.named = named;
      continue;
    }
    break;
  }
  if (ds.named ? types != 0 : types == 0) return NULL;
  if (ds.named && !type_is_arithmetic(ds.named) && ds.named->kind != TY_VOID) return NULL;
  return declspec_finish(ctx, &ds);
}

static void digest_typedef(ParseCtx *ctx, const SysToken *toks, int n) {
  /* typedef specifiers NAME ; */
  if (n < 3 || toks[n - 1].kind != ';' || toks[n - 2].kind != TOK_IDENT) return;
  int i = 1;
  Type *t = read_specifiers(ctx, toks, n - 2, &i, false);
  const char *name = toks[n - 2].text;
  if (typedef_lookup(ctx, name)) return;
  if (!t || i != n - 2) {
    /* `typedef struct _IO_FILE FILE;`: a type all the same, so that a declaration of the user's
     * file naming it parses; bulk code that reaches it is refused there (no struct types) */
    t = type_new(TY_RECORD);
    t->record_kw = toks[1].kind == TOK_UNION ? "union" : toks[1].kind == TOK_ENUM ? "enum" : "struct";
    t->tag = name; /* named as the header names it (FILE) */
  }
  typedef_define(ctx, name, t, (SrcLoc){0}); /* not defined before: no conflict to place */
}

static void digest_prototype(ParseCtx *ctx, const SysToken *toks, int n) {
  int i = 0;
  Type *ret = read_specifiers(ctx, toks, n, &i, true);
  if (!ret || i + 1 >= n || toks[i].kind != TOK_IDENT || toks[i + 1].kind != '(') return;
  const char *name = toks[i].text;
  for (LibFunc *f = ctx->libfuncs; f; f = f->next)
    if (f->name == name) return;
  LibFunc *fn = xcalloc(1, sizeof *fn);
  fn->name = name;
  fn->type = type_new(TY_FUNC);
  fn->type->base = ret;
  Param **tail = &fn->type->params;
  i += 2;
  while (i < n && toks[i].kind != ')') {
    int start = i;
    Type *pt = read_specifiers(ctx, toks, n, &i, false);
    if (i < n && toks[i].kind == TOK_IDENT) i++;
    if (!pt || (i < n && toks[i].kind != ',' && toks[i].kind != ')')) {
      if (i < n && toks[i].kind == TOK_ELLIPSIS) fn->type->variadic = true;
      else fn->has_pointer_param = true;
      while (i < n && toks[i].kind != ',' && toks[i].kind != ')') i++;
      if (start == i) break;
    } else if (pt->kind != TY_VOID) {
      Param *p = xcalloc(1, sizeof *p);
      p->type = pt;
      *tail = p;
      tail = &p->next;
    }
    if (i < n && toks[i].kind == ',') i++;
  }
  fn->next = ctx->libfuncs;
  ctx->libfuncs = fn;
}

static void digest(ParseCtx *ctx) {
  const SysToken *toks = ctx->sys_tokens;
  int n = ctx->n_sys_tokens;
  while (n > 0 && toks[0].kind == TOK_EXTENSION) {
    toks++;
    n--;
  }
  if (n > 0 && toks[0].kind == TOK_TYPEDEF) digest_typedef(ctx, toks, n);
  else if (n > 0 && !ctx->sys_body) digest_prototype(ctx, toks, n);
  ctx->n_sys_tokens = 0;
  ctx->sys_depth = 0;
  ctx->sys_body = false;
}

void sysheader_feed(ParseCtx *ctx, int token, const char *text) {
  if (ctx->n_sys_tokens >= INT_MAX / 2) {
    diag_plain_error("a declaration in a system header has more than %d tokens, bulkcc's limit", INT_MAX / 2);
    ctx->n_sys_tokens = 0; /* and the rest of it is read as a declaration of its own */
    return;
  }
  ctx->sys_tokens = grow_array(ctx->sys_tokens, &ctx->cap_sys_tokens, (size_t)ctx->n_sys_tokens + 1, sizeof *ctx->sys_tokens,
                               "the tokens of a system header's declaration");
  int prev = ctx->n_sys_tokens ? ctx->sys_tokens[ctx->n_sys_tokens - 1].kind : 0;
  ctx->sys_tokens[ctx->n_sys_tokens++] = (SysToken){token, text};
  if (token == '{') {
    if (ctx->sys_depth++ == 0 && prev == ')') ctx->sys_body = true;
  } else if (token == '}') {
    if (ctx->sys_depth > 0 && --ctx->sys_depth == 0 && ctx->sys_body) digest(ctx);
  } else if (token == ';' && ctx->sys_depth == 0) {
    digest(ctx);
  }
}

void sysheader_flush(ParseCtx *ctx) {
  if (ctx->n_sys_tokens) {
    ctx->n_sys_tokens = 0;
    ctx->sys_depth = 0;
    ctx->sys_body = false;
  }
}
