// Character constants have gcc's values and C's types: 'ab' is 0x6162, '\e' is 27, '\0a' is
// two characters (97), L'\xffffffff' is wchar_t -1, u'a' a char16_t (2 bytes), U'a' a char32_t.
// RUN: %bulkcc --dump=ast %s | FileCheck %s
// RUN: rm -rf %t && env BULKCC=%bulkcc %S/../tools/differential.sh cpu %t %s | FileCheck --check-prefix=SAME %s
// RUN: env BULKCC=%bulkcc %S/../tools/differential.sh emulate %t/emu %s | FileCheck --check-prefix=SAME %s
int f(const int a[1], long out[7]) {
  out[0] = 'ab';
  out[1] = '\e';
  out[2] = '\0a';
  out[3] = L'\xffffffff' < 0;
  out[4] = sizeof(u'a') + sizeof(U'a') * 10 + sizeof(L'a') * 100 + sizeof('a') * 1000;
  out[5] = '\377' + '\377\377' + 'abcd' + L'\u00e9' + '\u00e9' + u'\xffff' + (u'\xffff' > 0);
  out[6] = (-u'\x1' < 0) + '\x41\x42' + 'a' + '\'' + '\\' + '\x123';
  return a[0];
}
// CHECK: int-literal u'a' =97 'unsigned short'
// CHECK: int-literal U'a' =97 'unsigned int'
// CHECK: int-literal L'a' =97 'int'
// CHECK: int-literal 'a' =97 'int'
// SAME-NOT: MISMATCH
// SAME: p=1000: every output matches the sequential C
