/* Character constants take gcc's values (x86-64 Linux) in the emitted code and in the
 * evaluator: multi-character constants, GNU escapes, octal escapes of at most three digits,
 * wide constants (wchar_t is a signed int) and char16_t/char32_t constants (unsigned). */
void char_constants(const int x[4], long long out[20], int h[8]) {
  out[0] = x[0] + 'ab';                /* 24930 */
  out[1] = x[1] * '\e';                /* 27 */
  out[2] = x[2] - '\0a';               /* 97: '\0' then 'a' */
  out[3] = (L'\xffffffff' < 0) + x[3]; /* wchar_t is signed: -1 */
  out[4] = x[0] * (long long)sizeof(u'a'); /* char16_t: 2 bytes */
  out[5] = x[1] + '\xff';              /* char is signed: -1 */
  out[6] = x[2] ^ 'abcde';             /* the last four bytes */
  out[7] = x[3] + '\1234';             /* '\123' then '4' */
  out[8] = x[0] + U'\xffffffff';       /* unsigned int arithmetic, wraps */
  out[9] = x[1] + u'\xffff';           /* promoted to int: 65535 more */
  out[10] = x[2] + 'a\0';
  out[11] = x[3] * L'ab';              /* the last character: 98 */
  out[12] = x[0] + '\u00e9';           /* two UTF-8 bytes: 0xc3a9 */
  out[13] = x[1] + (U'\xffffffff' > 0) + (long long)sizeof(U'a') + (long long)sizeof('a');
  out[14] = x[2] + '\777' + '\x100';   /* out of range: masked to a byte, -1 and 0 */
  out[15] = x[3] - u'\U0001F600';      /* a surrogate pair: the last unit, 0xde00 */
  out[16] = x[0] + L'é' + 'é';         /* a wide character decoded; two bytes */
  out[17] = x[1] + '\?' + '\"' + '\\';
  out[18] = x[2] + ('\0a' == 97) + ('\e' == 27) * 2;
  out[19] = x[3] + (sizeof(u'a') == 2);
  h['\0a' - 90] = x[0];                /* in bounds only when '\0a' is 97 */
  h[sizeof(u'a')] = x[1];
  h['ab' - 24930] = x[2];
}
