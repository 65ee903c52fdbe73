/* An entry taking a struct by pointer, updated in place: one member read only, two written. */
struct tally {
  int count;
  float sum[3];
  float scale;
};

int add(struct tally *t, const float x[3]) {
  t->count++;
  for (int i = 0; i < 3; i++) t->sum[i] += x[i] * t->scale;
  return t->count;
}
