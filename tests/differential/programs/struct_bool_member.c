// A struct member of type _Bool: C++ (the CUDA code, a C++ program including the header) spells
// it bool, which <stdbool.h> gives C too; the layout is the same.
typedef struct { _Bool on; int v[4]; _Bool flags[3]; } Switch;
int count_on(Switch *s, int out[2]) {
  out[0] = s->on + s->v[1];
  s->flags[2] = s->flags[0] ^ s->on;
  out[1] = s->flags[1] ? s->v[2] : s->v[3];
  return s->flags[2];
}
