/* source_columns.c: maps a token's column in cpp's output back to the user's line, which cpp
 * changed by expanding macros and folding blanks and comments. */
#include <ctype.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "parse.h"

/* A user file, read once, split in lines. */
typedef struct SourceFile {
  char *text;
  size_t *line_start; /* offsets of lines 1..nlines, at index line - 1 */
  int nlines;
} SourceFile;

void source_file_free(void *p) {
  SourceFile *sf = p;
  if (!sf) return;
  free(sf->text);
  free(sf->line_start);
  free(sf);
}

static SourceFile *source_file(struct ParseCtx *ctx, const char *file) {
  SourceFile *sf = name_map_get(&ctx->sources, file);
  if (sf) return sf->text ? sf : NULL;
  sf = xcalloc(1, sizeof *sf);
  name_map_put(&ctx->sources, file, sf);
  FILE *f = fopen(file, "rb");
  if (!f) return NULL;
  size_t len = 0;
  char *buf = read_all(f, &len);
  fclose(f);
  size_t lines = 1;
  for (size_t i = 0; i < len; i++) lines += buf[i] == '\n';
  if (lines > INT_MAX) lines = INT_MAX;
  sf->line_start = xcalloc(lines, sizeof *sf->line_start);
  sf->nlines = 1;
  for (size_t i = 0; i < len && (size_t)sf->nlines < lines; i++)
    if (buf[i] == '\n') sf->line_start[sf->nlines++] = i + 1;
  sf->text = buf;
  return sf;
}

/* Splits a line in C tokens roughly as cpp does; blanks and comments go. Both sides of an
 * alignment are split the same way, so a rough split of an odd construct still matches. */
static int split_line(const char *p, int len, LineToken **out) {
  static const char *const puncts[] = {"...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
                                       "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>"};
  int n = 0;
  size_t cap = 0;
  LineToken *toks = grow_array(NULL, &cap, 16, sizeof *toks, "the tokens of a line");
  int i = 0;
  while (i < len) {
    unsigned char c = (unsigned char)p[i];
    if (isspace(c)) { i++; continue; }
    if (c == '/' && i + 1 < len && p[i + 1] == '/') break;
    if (c == '/' && i + 1 < len && p[i + 1] == '*') {
      i += 2;
      while (i < len && !(p[i] == '*' && i + 1 < len && p[i + 1] == '/')) i++;
      i += 2;
      continue;
    }
    int start = i;
    if (isalpha(c) || c == '_' || c == '$' || c >= 0x80) {
      bool literal = false;
      while (i < len && (isalnum((unsigned char)p[i]) || p[i] == '_' || p[i] == '$' || (unsigned char)p[i] >= 0x80)) i++;
      /* L'x', u8"x": the prefix belongs to the literal */
      if (i < len && (p[i] == '\'' || p[i] == '"') && i - start <= 2) literal = true;
      if (!literal) goto add;
      c = (unsigned char)p[i];
    }
    if (c == '\'' || c == '"') {
      for (i++; i < len && p[i] != (char)c; i++)
        if (p[i] == '\\') i++;
      i++;
    } else if (isdigit(c) || (c == '.' && i + 1 < len && isdigit((unsigned char)p[i + 1]))) {
      for (i++; i < len; i++) {
        if ((p[i] == '+' || p[i] == '-') && strchr("eEpP", p[i - 1])) continue;
        if (!(isalnum((unsigned char)p[i]) || p[i] == '_' || p[i] == '.')) break;
      }
    } else {
      int plen = 1;
      for (size_t k = 0; k < sizeof puncts / sizeof puncts[0]; k++) {
        int l = (int)strlen(puncts[k]);
        if (l > plen && i + l <= len && strncmp(p + i, puncts[k], (size_t)l) == 0) plen = l;
      }
      i += plen;
    }
  add:
    if (i > len) i = len;
    toks = grow_array(toks, &cap, (size_t)n + 1, sizeof *toks, "the tokens of a line");
    toks[n++] = (LineToken){start + 1, i - start, p + start};
  }
  *out = toks;
  return n;
}

static bool same_token(const LineToken *a, const LineToken *b) {
  return a->len == b->len && memcmp(a->text, b->text, (size_t)a->len) == 0;
}

/* Pairs output tokens with the user's tokens in order: the longest common subsequence of the
 * part between the common prefix and suffix, within a budget of cells; past it, greedily. */
enum { ALIGN_CELL_BUDGET = 1 << 20 };
static void match_tokens(const LineToken *out, int n, const LineToken *orig, int m, int *match) {
  for (int i = 0; i < n; i++) match[i] = -1;
  int lo = 0;
  while (lo < n && lo < m && same_token(&out[lo], &orig[lo])) match[lo] = lo, lo++;
  int hi_out = n, hi_orig = m;
  while (hi_out > lo && hi_orig > lo && same_token(&out[hi_out - 1], &orig[hi_orig - 1])) {
    hi_out--, hi_orig--;
    match[hi_out] = hi_orig;
  }
  int a = hi_out - lo, b = hi_orig - lo;
  if (a == 0 || b == 0) return;
  if ((long long)(a + 1) * (b + 1) <= ALIGN_CELL_BUDGET) {
    /* suffix LCS lengths: L[i][j] for out[lo+i..], orig[lo+j..] */
    unsigned *L = xcalloc((size_t)(a + 1) * (size_t)(b + 1), sizeof *L);
#define LCS(i, j) L[(size_t)(i) * (size_t)(b + 1) + (size_t)(j)]
    for (int i = a - 1; i >= 0; i--)
      for (int j = b - 1; j >= 0; j--)
        LCS(i, j) = same_token(&out[lo + i], &orig[lo + j]) ? LCS(i + 1, j + 1) + 1
                    : LCS(i + 1, j) >= LCS(i, j + 1) ? LCS(i + 1, j) : LCS(i, j + 1);
    int i = 0, j = 0;
    while (i < a && j < b) {
      if (same_token(&out[lo + i], &orig[lo + j]) && LCS(i, j) == LCS(i + 1, j + 1) + 1) match[lo + i] = lo + j, i++, j++;
      else if (LCS(i + 1, j) >= LCS(i, j + 1)) i++;
      else j++;
    }
#undef LCS
    free(L);
    return;
  }
  /* greedy: an output token matches the user's next token or the one after (a macro's name) */
  int j = lo;
  for (int i = lo; i < hi_out && j < hi_orig; i++) {
    if (same_token(&out[i], &orig[j])) match[i] = j++;
    else if (j + 1 < hi_orig && same_token(&out[i], &orig[j + 1])) match[i] = j + 1, j += 2;
  }
}

static void build_column_map(struct ParseCtx *ctx, size_t out_start, int out_len) {
  ColumnMap *cm = &ctx->columns;
  bool same_line = cm->out_start != SIZE_MAX && cm->file == ctx->file && cm->line == ctx->line;
  int floor = same_line ? cm->orig_floor : 0;
  cm->out_start = out_start;
  cm->file = ctx->file;
  cm->line = ctx->line;
  cm->identity = true;
  cm->n = 0;
  cm->orig_floor = floor;
  SourceFile *sf = source_file(ctx, ctx->file);
  if (!sf || ctx->line < 1 || ctx->line > sf->nlines) return;
  const char *orig_line = sf->text + sf->line_start[ctx->line - 1];
  const char *orig_end = strchr(orig_line, '\n');
  int orig_len = orig_end ? (int)(orig_end - orig_line) : (int)strlen(orig_line);
  if (orig_len > 0 && orig_line[orig_len - 1] == '\r') orig_len--;
  const char *out_line = ctx->cpp_text + out_start;
  if (!same_line && orig_len == out_len && memcmp(orig_line, out_line, (size_t)out_len) == 0) return;
  LineToken *out, *orig_all;
  int n = split_line(out_line, out_len, &out);
  int m_all = split_line(orig_line, orig_len, &orig_all);
  if (floor > m_all) floor = m_all;
  LineToken *orig = orig_all + floor;
  int m = m_all - floor;
  int *match = xcalloc((size_t)n + 1, sizeof *match);
  match_tokens(out, n, orig, m, match);
  /* a function-like macro's name did not match: its arguments belong to its expansion too */
  bool *unmatched_orig = xcalloc((size_t)m + 1, sizeof *unmatched_orig);
  for (int j = 0; j < m; j++) unmatched_orig[j] = true;
  for (int i = 0; i < n; i++)
    if (match[i] >= 0) unmatched_orig[match[i]] = false;
  for (int j = 0; j + 1 < m; j++) {
    bool name = isalpha((unsigned char)orig[j].text[0]) || orig[j].text[0] == '_';
    if (!unmatched_orig[j] || !name || orig[j + 1].len != 1 || orig[j + 1].text[0] != '(') continue;
    int depth = 0, k = j + 1;
    for (; k < m; k++) {
      if (orig[k].len == 1 && orig[k].text[0] == '(') depth++;
      if (orig[k].len == 1 && orig[k].text[0] == ')' && --depth == 0) break;
    }
    if (k >= m) k = m - 1;
    for (int i = 0; i < n; i++)
      if (match[i] > j && match[i] <= k) match[i] = -1;
    for (int q = j; q <= k; q++) unmatched_orig[q] = true;
    j = k;
  }
  cm->cols = grow_array(cm->cols, &cm->cap, (size_t)n, sizeof *cm->cols, "the column map of a line");
  /* an unmatched output token came from the first unmatched user token after the last match
   * (a macro's name), else from the token it follows */
  int prev = -1, used = -1;
  for (int i = 0; i < n; i++) {
    int col;
    if (match[i] >= 0) {
      prev = match[i];
      col = orig[prev].col;
    } else if (prev + 1 < m && unmatched_orig[prev + 1]) {
      col = orig[prev + 1].col;
      if (prev + 1 > used) used = prev + 1;
    } else if (prev >= 0) {
      col = orig[prev].col;
    } else {
      col = m ? orig[0].col : 1;
    }
    if (prev > used) used = prev;
    cm->cols[i] = (ColumnPair){out[i].col, col};
  }
  cm->n = n;
  cm->identity = false;
  cm->orig_floor = floor + used + 1;
  free(match);
  free(unmatched_orig);
  free(out);
  free(orig_all);
}

int align_column(struct ParseCtx *ctx, int out_col) {
  if (ctx->in_system_header || !ctx->cpp_text || out_col < 1 || ctx->token_offset < (size_t)(out_col - 1)) return out_col;
  size_t out_start = ctx->token_offset - (size_t)(out_col - 1);
  ColumnMap *cm = &ctx->columns;
  if (cm->out_start != out_start || cm->file != ctx->file || cm->line != ctx->line) {
    const char *nl = memchr(ctx->cpp_text + out_start, '\n', ctx->cpp_len - out_start);
    size_t out_len = nl ? (size_t)(nl - (ctx->cpp_text + out_start)) : ctx->cpp_len - out_start;
    if (out_len > INT_MAX) return out_col;
    build_column_map(ctx, out_start, (int)out_len);
  }
  if (cm->identity || cm->n == 0) return out_col;
  int lo = 0, hi = cm->n - 1, found = -1; /* the last output token starting at or before out_col */
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (cm->cols[mid].out <= out_col) found = mid, lo = mid + 1;
    else hi = mid - 1;
  }
  return cm->cols[found < 0 ? 0 : found].orig;
}
