/* char_constants.c: the value of a character constant as gcc gives it (multi-character, GNU
 * escapes, wide and UTF-16/32 prefixes, universal character names). */
#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "diag.h"
#include "parse.h"

/* Appends code point `cp` as UTF-8 bytes (a plain constant holds the bytes of its characters). */
static int utf8_encode(unsigned long cp, unsigned long *units, int n, int cap) {
  unsigned char bytes[4];
  int len;
  if (cp < 0x80) { bytes[0] = (unsigned char)cp; len = 1; }
  else if (cp < 0x800) { bytes[0] = (unsigned char)(0xc0 | cp >> 6); bytes[1] = (unsigned char)(0x80 | (cp & 0x3f)); len = 2; }
  else if (cp < 0x10000) {
    bytes[0] = (unsigned char)(0xe0 | cp >> 12); bytes[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
    bytes[2] = (unsigned char)(0x80 | (cp & 0x3f)); len = 3;
  } else {
    bytes[0] = (unsigned char)(0xf0 | cp >> 18); bytes[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3f));
    bytes[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3f)); bytes[3] = (unsigned char)(0x80 | (cp & 0x3f)); len = 4;
  }
  for (int i = 0; i < len && n < cap; i++) units[n++] = bytes[i];
  return n;
}

/* Decodes one UTF-8 sequence at *p; an invalid byte stands for itself, as a byte. */
static unsigned long utf8_decode(const unsigned char **p) {
  const unsigned char *s = *p;
  int extra = s[0] >= 0xf0 && s[0] < 0xf8 ? 3 : s[0] >= 0xe0 ? 2 : s[0] >= 0xc0 ? 1 : 0;
  if (s[0] >= 0xf8) extra = 0;
  unsigned long cp = extra == 3 ? s[0] & 0x07u : extra == 2 ? s[0] & 0x0fu : extra == 1 ? s[0] & 0x1fu : s[0];
  for (int i = 1; i <= extra; i++) {
    if ((s[i] & 0xc0) != 0x80) { *p = s + 1; return s[0]; }
    cp = cp << 6 | (s[i] & 0x3fu);
  }
  *p = s + 1 + extra;
  return cp;
}

/* The value of a character constant, computed as gcc computes it for x86-64 Linux (libcpp's
 * cpp_interpret_charconst): a plain constant is a sequence of bytes, each escape one byte
 * (masked to 8 bits); one byte is sign-extended from char, several are shifted in, 8 bits at a
 * time, and the last four make an int. L'', u'' and U'' keep only their last code unit: wchar_t
 * is a signed 32-bit int, char16_t and char32_t are unsigned. */
long long char_constant_value(struct ParseCtx *ctx, const char *text, SrcLoc loc, CharLitKind *kind) {
  const char *p = text;
  *kind = *p == 'L' ? CHAR_LIT_WIDE : *p == 'u' ? CHAR_LIT_UTF16 : *p == 'U' ? CHAR_LIT_UTF32 : CHAR_LIT_PLAIN;
  if (*p != '\'') p++;
  p++;
  const char *end = text + strlen(text) - 1; /* the closing quote */
  int unit_bits = *kind == CHAR_LIT_PLAIN ? 8 : *kind == CHAR_LIT_UTF16 ? 16 : 32;
  unsigned long unit_mask = unit_bits == 32 ? 0xffffffffUL : (1UL << unit_bits) - 1;
  /* only the last few units count (4 bytes or 1 wide unit), but every one is read and checked */
  enum { KEEP = 8 };
  unsigned long units[KEEP];
  long long count = 0;
  unsigned long ring[KEEP];
  while (p < end) {
    unsigned long tmp[4];
    int n = 0;
    if (*p != '\\') {
      if (*kind == CHAR_LIT_PLAIN) {
        tmp[n++] = (unsigned char)*p++;
      } else {
        const unsigned char *u = (const unsigned char *)p;
        unsigned long cp = utf8_decode(&u);
        p = (const char *)u;
        if (*kind == CHAR_LIT_UTF16 && cp > 0xffff) {
          tmp[n++] = 0xd800 + ((cp - 0x10000) >> 10);
          tmp[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
        } else {
          tmp[n++] = cp;
        }
      }
    } else {
      const char *esc = p++;
      unsigned long v = 0;
      switch (*p) {
      case '\\': case '\'': case '"': case '?': v = (unsigned char)*p++; break;
      case 'a': v = 7; p++; break;
      case 'b': v = 8; p++; break;
      case 'f': v = 12; p++; break;
      case 'n': v = 10; p++; break;
      case 'r': v = 13; p++; break;
      case 't': v = 9; p++; break;
      case 'v': v = 11; p++; break;
      case 'e': case 'E': v = 27; p++; break; /* GNU: escape */
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        for (int digits = 0; digits < 3 && *p >= '0' && *p <= '7'; digits++) v = v * 8 + (unsigned long)(*p++ - '0');
        if (v > unit_mask) {
          diag_warning_rule(loc, RULE_SYNTAX, "octal escape sequence out of range");
          v &= unit_mask;
        }
        break;
      case 'x': {
        p++;
        bool overflow = false, any = false;
        for (; isxdigit((unsigned char)*p); p++) {
          any = true;
          if (v > unit_mask >> 4) overflow = true;
          v = (v << 4 | (unsigned long)(isdigit((unsigned char)*p) ? *p - '0' : (tolower((unsigned char)*p) - 'a' + 10))) & 0xffffffffUL;
        }
        if (!any) {
          diag_error_rule(loc, RULE_SYNTAX, "\\x used with no following hex digits");
          ctx->errors++;
        }
        if (overflow || v > unit_mask) {
          diag_warning_rule(loc, RULE_SYNTAX, "hex escape sequence out of range");
          v &= unit_mask;
        }
        break;
      }
      case 'u': case 'U': {
        int want = *p == 'u' ? 4 : 8, got = 0;
        p++;
        for (; got < want && isxdigit((unsigned char)*p); got++, p++)
          v = v << 4 | (unsigned long)(isdigit((unsigned char)*p) ? *p - '0' : (tolower((unsigned char)*p) - 'a' + 10));
        if (got < want) {
          diag_error_rule(loc, RULE_SYNTAX, "incomplete universal character name %.*s", (int)(p - esc), esc);
          ctx->errors++;
          v = 0;
        } else if ((v < 0xa0 && v != 0x24 && v != 0x40 && v != 0x60) || (v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff) {
          diag_error_rule(loc, RULE_SYNTAX, "universal character %.*s is not a valid character", (int)(p - esc), esc);
          ctx->errors++;
          v = 0;
        }
        if (*kind == CHAR_LIT_PLAIN) {
          n = utf8_encode(v, tmp, n, 4);
          v = tmp[--n]; /* the last byte goes below with the others */
        } else if (*kind == CHAR_LIT_UTF16 && v > 0xffff) {
          tmp[n++] = 0xd800 + ((v - 0x10000) >> 10);
          v = 0xdc00 + ((v - 0x10000) & 0x3ff);
        }
        break;
      }
      default: {
        /* gcc warns and takes the character itself */
        diag_warning_rule(loc, RULE_SYNTAX, "unknown escape sequence: '\\%c'", *p);
        v = (unsigned char)*p++;
        break;
      }
      }
      tmp[n++] = v;
    }
    for (int i = 0; i < n; i++) ring[count++ % KEEP] = tmp[i] & unit_mask;
  }
  if (count == 0) {
    diag_error_rule(loc, RULE_SYNTAX, "empty character constant");
    ctx->errors++;
    return 0;
  }
  int kept = count < KEEP ? (int)count : KEEP;
  for (int i = 0; i < kept; i++) units[i] = ring[(count - kept + i) % KEEP];
  if (*kind != CHAR_LIT_PLAIN) {
    if (count > 1) diag_warning_rule(loc, RULE_SYNTAX, "character constant too long for its type");
    unsigned long last = units[kept - 1];
    if (*kind == CHAR_LIT_WIDE) return (long long)(int)(unsigned)last;
    return (long long)last;
  }
  if (count == 1) return (long long)(signed char)(unsigned char)units[0]; /* char is signed */
  if (count > 4) diag_warning_rule(loc, RULE_SYNTAX, "character constant too long for its type");
  else diag_warning_rule(loc, RULE_SYNTAX, "multi-character character constant");
  unsigned value = 0;
  for (int i = kept > 4 ? kept - 4 : 0; i < kept; i++) value = value << 8 | (unsigned)units[i];
  return (long long)(int)value;
}

static int hex_digit(char c) { return isdigit((unsigned char)c) ? c - '0' : tolower((unsigned char)c) - 'a' + 10; }

unsigned char *string_literal_bytes(const char *text, SrcLoc loc, size_t *len) {
  size_t cap = strlen(text) + 1, n = 0; /* a spelling has at least as many characters as bytes */
  unsigned char *bytes = xcalloc(cap, 1);
  const char *p = text;
  while (*p) {
    if (strncmp(p, "u8", 2) == 0) p += 2;
    else if (*p == 'L' || *p == 'u' || *p == 'U') {
      diag_error_rule(loc, RULE_INPUT, "a wide string literal initializes only an array of wide characters, "
                      "which bulkcc does not support");
      free(bytes);
      return NULL;
    }
    p++; /* the opening quote */
    while (*p && *p != '"') {
      if (*p != '\\') {
        bytes[n++] = (unsigned char)*p++;
        continue;
      }
      p++;
      if (!*p) break; /* a backslash last: the lexer's token ends there (no escape to read) */
      unsigned long v = 0;
      switch (*p) {
      case 'a': v = 7, p++; break;
      case 'b': v = 8, p++; break;
      case 'f': v = 12, p++; break;
      case 'n': v = 10, p++; break;
      case 'r': v = 13, p++; break;
      case 't': v = 9, p++; break;
      case 'v': v = 11, p++; break;
      case 'e': case 'E': v = 27, p++; break; /* GNU: escape */
      case 'x':
        for (p++; isxdigit((unsigned char)*p); p++) v = (v << 4 | (unsigned long)hex_digit(*p)) & 0xffffffffUL;
        if (v > 0xff) diag_warning_rule(loc, RULE_SYNTAX, "hex escape sequence out of range");
        break;
      case 'u': case 'U': {
        int want = *p == 'u' ? 4 : 8;
        for (p++; want > 0 && isxdigit((unsigned char)*p); want--, p++) v = v << 4 | (unsigned long)hex_digit(*p);
        unsigned long units[4];
        int k = utf8_encode(v, units, 0, 4);
        for (int i = 0; i < k; i++) bytes[n++] = (unsigned char)units[i];
        continue;
      }
      default:
        if (*p >= '0' && *p <= '7') {
          for (int digits = 0; digits < 3 && *p >= '0' && *p <= '7'; digits++) v = v * 8 + (unsigned long)(*p++ - '0');
          if (v > 0xff) diag_warning_rule(loc, RULE_SYNTAX, "octal escape sequence out of range");
        } else {
          v = (unsigned char)*p++; /* \\ \' \" \? and, as gcc, any other character itself */
        }
        break;
      }
      bytes[n++] = (unsigned char)(v & 0xff);
    }
    if (*p == '"') p++;
  }
  *len = n;
  return bytes;
}
