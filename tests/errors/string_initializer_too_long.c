// A string longer than the array it initializes is refused (C allows dropping only the NUL), and a
// wide string cannot initialize a char array.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
static const char key[4] = "abcde";
static const char wide[4] = L"ab";
float f(const float a[1]) { return a[0] + key[0] + wide[0]; }
// CHECK: string_initializer_too_long.c:4:28: error: the string initializing 'key' has 5 characters, past its 4 elements
// CHECK: string_initializer_too_long.c:5:29: error: a wide string literal initializes only an array of wide characters, which bulkcc does not support
