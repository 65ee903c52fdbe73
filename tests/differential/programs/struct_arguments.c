// Structs passed on as C passes them: `&poly[k]` of an array of structs for a helper's array
// parameter, as `poly + k`; and a struct parameter taken by value changed by the function, the
// entry's and a helper's own copy, the caller's struct unchanged.
#include <stdint.h>
#include <string.h>
typedef struct { float x, y; uint32_t tag[2]; } point;

static float span(const point q[2]) { return q[1].x - q[0].x + q[0].y * q[1].y; }

static float shifted(point p, float by) {
  p.x += by;
  p.tag[1] ^= 3u;
  return p.x * 2.0f + (float)p.tag[1];
}

static void bump(point *p) { p->y *= 2.0f; }

float moved(point p, const point poly[4], float out[4]) {
  out[0] = span(&poly[2]) + span(poly + 1);
  out[1] = span(&poly[0]);
  p.x = p.x * 3.0f + poly[1].y;
  p.tag[0]++;
  bump(&p);
  memset(p.tag, 0, sizeof p.tag[0]);
  out[2] = shifted(p, 1.5f) + shifted(poly[3], -2.0f) + poly[3].x;
  out[3] = p.x + p.y + (float)p.tag[0] + (float)p.tag[1];
  return p.y;
}
