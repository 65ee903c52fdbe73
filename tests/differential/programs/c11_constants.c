// C11's compile-time constructs as library code writes them: offsetof (through <stddef.h>'s
// __builtin_offsetof) of members, nested members and array elements, _Alignof of types and GNU's
// __alignof__ of a value, _Generic on the controlling expression's type (a value, an array
// parameter, a default), _Noreturn, the GNU spellings __inline__ and __restrict__, and a call's
// value dropped by a cast to void.
#include <stddef.h>
#include <stdint.h>
#include <string.h>
typedef struct {
  uint8_t tag;
  double d;
  uint16_t s[3];
  struct { char c; float f; } in[2];
} record;
#define WORDS 4
typedef struct { uint32_t w[WORDS]; uint8_t last; } padded;
#define KIND(x) _Generic((x), float: 1u, double: 2u, int: 3u, default: 4u)
/* a float as uint32_t where C defines the conversion (the inputs are random, of either sign) */
#define U(x) ((x) >= 0.0f && (x) < 4.0e9f ? (uint32_t)(x) : 1u)

_Noreturn void stop(void);
static __inline__ float twice(const float *__restrict__ p) { return p[0] * 2.0f; }
static __inline float thrice(const float *__restrict p) { return p[1] * 3.0f; }

uint32_t constants(const float in[4], uint32_t out[10]) {
  float a[4];
  (void)memcpy(a, in, sizeof a);
  out[0] = (uint32_t)offsetof(record, d) + (uint32_t)offsetof(record, s[2]) * 100u;
  out[1] = (uint32_t)offsetof(record, in[1].f) + (uint32_t)offsetof(padded, last) * 100u;
  out[2] = (uint32_t)_Alignof(record) + (uint32_t)_Alignof(long double) * 100u + (uint32_t)_Alignof(char[3]) * 10000u;
  out[3] = KIND(a[0]) + 10u * KIND(1.0) + 100u * KIND(out[0]) + 1000u * KIND('a');
  out[4] = (uint32_t)sizeof(padded) + (uint32_t)__alignof__(a[1]) * 1000u;
  out[5] = _Generic(in, const float *: 10u, float *: 20u, default: 30u) + _Generic(a, float *: 1u, default: 2u);
  out[6] = U(twice(a) + thrice(a));
  float scaled[4] = {0};
  for (int i = 0; i < WORDS; i++) scaled[i] = a[i] * (float)offsetof(padded, w[1]);
  (void)scaled[0];
  out[7] = U(scaled[3]);
  out[8] = U(_Generic(scaled[0] + 1, float: scaled[1], default: 0.0f));
  out[9] = U(_Generic(scaled[0] * 2.0, double: scaled[2], default: 0.0f));
  return (uint32_t)offsetof(record, in);
}
