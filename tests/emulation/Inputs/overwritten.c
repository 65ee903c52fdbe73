/* Arrays the entry writes whole before reading any element (not copied in: the runtime poisons
 * them under BULK_POISON) beside arrays it reads first or writes only in part (copied in). */
static void fill(float v[4], float x) {
  for (int i = 0; i < 4; i++) v[i] = x * (float)(i + 1);
}

static void accumulate(float v[4], const float in[8]) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++) v[i] += in[j] * (float)(i + j);
}

float cover(const float in[8], float out[8], float acc[4], float rows[2][4], float partial[8], float cond[4],
            int bumped[3], float k) {
  for (int i = 0; i < 8; i++) out[i] = in[i] * k;
  for (int i = 0; i < 4; i++) acc[i] = 0;
  accumulate(acc, in); /* reads acc through a helper, after every element was written */
  fill(rows[0], k);
  fill(rows[1], in[0]);
  rows[1][2] += rows[0][3]; /* reads what this call wrote */
  for (int i = 0; i < 7; i++) partial[i] = in[i] + 1; /* partial[7] comes back as it was */
  if (in[0] > 0)
    for (int i = 0; i < 4; i++) cond[i] = in[i];
  bumped[1]++; /* the others come back as they were */
  return out[7] + acc[3] + rows[1][2];
}
