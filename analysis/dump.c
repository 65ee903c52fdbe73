/* dump.c: prints each function, statement and expression with its C type, one node per line. */
#include "dump.h"
#include <stdlib.h>

static const char *const op_names[] = {
  [OP_NONE] = "=", [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_MOD] = "%",
  [OP_SHL] = "<<", [OP_SHR] = ">>", [OP_AND] = "&", [OP_OR] = "|", [OP_XOR] = "^", [OP_LT] = "<",
  [OP_GT] = ">", [OP_LE] = "<=", [OP_GE] = ">=", [OP_EQ] = "==", [OP_NE] = "!=", [OP_LOGAND] = "&&",
  [OP_LOGOR] = "||", [OP_NEG] = "-", [OP_PLUS] = "+", [OP_BITNOT] = "~", [OP_NOT] = "!",
};

static const char *kind_name(NodeKind k) {
  switch (k) {
  case ND_INT: return "int-literal";
  case ND_FLOAT: return "float-literal";
  case ND_STRING: return "string";
  case ND_VAR: return "var";
  case ND_INDEX: return "index";
  case ND_CALL: return "call";
  case ND_MEMBER: return "member";
  case ND_UNARY: return "unary";
  case ND_ADDR: return "addr";
  case ND_DEREF: return "deref";
  case ND_PREINC: return "pre++";
  case ND_PREDEC: return "pre--";
  case ND_POSTINC: return "post++";
  case ND_POSTDEC: return "post--";
  case ND_BINARY: return "binary";
  case ND_ASSIGN: return "assign";
  case ND_COND: return "cond";
  case ND_COMMA: return "comma";
  case ND_CAST: return "cast";
  case ND_SIZEOF: return "sizeof";
  case ND_INIT_LIST: return "init-list";
  case ND_VARDECL: return "decl";
  case ST_EXPR: return "expr-stmt";
  case ST_DECL: return "declaration";
  case ST_BLOCK: return "block";
  case ST_IF: return "if";
  case ST_WHILE: return "while";
  case ST_DO: return "do";
  case ST_FOR: return "for";
  case ST_SWITCH: return "switch";
  case ST_CASE: return "case";
  case ST_DEFAULT: return "default";
  case ST_BREAK: return "break";
  case ST_CONTINUE: return "continue";
  case ST_RETURN: return "return";
  case ST_GOTO: return "goto";
  case ST_LABEL: return "label";
  case ST_EMPTY: return "empty";
  }
  return "?";
}

/* Prints a type whole, however many dimensions it has. */
static void print_type(FILE *f, const char *before, const Type *t, const char *after) {
  char *text = type_text(t);
  fprintf(f, "%s'%s'%s", before, text, after);
  free(text);
}

static void node(FILE *f, Node *n, int depth);

static void list(FILE *f, Node *n, int depth) {
  for (; n; n = n->next) node(f, n, depth);
}

static void node(FILE *f, Node *n, int depth) {
  if (!n) return;
  fprintf(f, "%*s%s", depth * 2, "", kind_name(n->kind));
  if (n->kind == ND_BINARY || n->kind == ND_UNARY || n->kind == ND_ASSIGN) fprintf(f, " %s", op_names[n->op]);
  if (n->name) fprintf(f, " %s", n->name);
  if (n->kind == ND_CALL && !n->name && n->lhs->name) fprintf(f, " %s", n->lhs->name);
  if (n->kind == ND_INT || n->kind == ND_FLOAT) fprintf(f, " %s", n->text);
  if (n->kind == ND_SIZEOF || n->kind == ST_CASE || n->is_char_literal) fprintf(f, " =%lld", n->ival);
  Type *t = n->kind == ND_VARDECL && n->sym ? n->sym->type : n->kind == ND_CAST ? n->cast_type : n->type;
  if (t) print_type(f, " ", t, "");
  fprintf(f, " <%d:%d>\n", n->loc.line, n->loc.col);
  if (n->kind != ND_CALL && n->kind != ND_INDEX) node(f, n->lhs, depth + 1);
  if (n->kind == ND_INDEX) {
    node(f, n->lhs, depth + 1);
    node(f, n->rhs, depth + 1);
    return;
  }
  node(f, n->init, depth + 1);
  node(f, n->cond, depth + 1);
  node(f, n->inc, depth + 1);
  if (n->kind != ND_INDEX) node(f, n->rhs, depth + 1);
  node(f, n->then, depth + 1);
  node(f, n->els, depth + 1);
  list(f, n->args, depth + 1);
}

void dump_program(FILE *f, Program *prog) {
  for (int i = 0; i < prog->ntables; i++) {
    fprintf(f, "table %s ", prog->tables[i]->name);
    print_type(f, "", prog->tables[i]->type, "\n");
  }
  for (Function *fn = prog->functions; fn; fn = fn->next) {
    if (!fn->is_entry && !fn->called) continue;
    fprintf(f, "%s %s returns ", fn->is_entry ? "entry" : "helper", fn->name);
    print_type(f, "", fn->type->base, "\n");
    for (int i = 0; i < fn->nparams; i++) {
      fprintf(f, "  param %s ", fn->params[i]->name);
      print_type(f, "", fn->params[i]->type, "\n");
    }
    list(f, fn->body->args, 1);
  }
}
