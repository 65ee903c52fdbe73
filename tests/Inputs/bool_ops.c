/* ++ and -- on _Bool, valid C that C++ lacks. */
#include <stdbool.h>
int flags(bool f[4]) {
  int seen = 0;
  for (int i = 0; i < 4; i++) {
    seen += f[i]++;
    seen += 2 * --f[i];
  }
  bool b = 0;
  b--;
  seen += 4 * b;
  return seen;
}
