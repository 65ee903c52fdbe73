// Entries with gathers beside entries without: on the CPU each entry takes its own form (the
// SPMD form, or per instance where it gathers in its own body), and every one computes what the
// sequential C computes.
static float at(const float t[8], int i) { return t[i & 7]; }

float pick(const float a[16], const int k[1]) {
  float s = a[0];
  #pragma bulkcc gather
  s = a[k[0] & 15];
  return s + a[1];
}

float sum(const float a[16]) {
  float s = 0;
  for (int i = 0; i < 16; i++) s += a[i] * a[i];
  return s;
}

float pick_in_helper(const float t[8], const int k[1]) {
  #pragma bulkcc gather
  return at(t, k[0]) - t[3];
}
