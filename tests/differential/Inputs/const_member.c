/* A struct with const members (one a struct): the entry reads them and writes the others. */
struct rec {
  const int id;
  float w[2];
  const struct { int lo, hi; } range;
};

float weigh(struct rec *r, const float x[2]) {
  r->w[0] = x[0] * (float)r->id;
  r->w[1] = x[1] + (float)(r->range.hi - r->range.lo);
  return r->w[0] + r->w[1];
}
