// A uniform parameter that the body sets from input data under a branch on input data: from
// there on it varies per instance. The CPU target runs such an entry an instance at a time (its
// chunk form would need the parameter once per lane), the CUDA code keeps it per thread; both
// match the sequential C.
// DIFFERENTIAL-BULKCC: --uniform n=0..8
float reset_on_data(int n, float a[8]) {
  float s = a[0];
  for (int i = 0; i < n; i++) s += a[i];
  if (a[1] > 0) n = (int)(a[2] * 0.001f);
  return s * (float)n;
}

void scale_on_data(int n, float a[8], float b[8]) {
  if (a[3] < b[3]) n = n + (a[4] > 0);
  for (int i = 0; i < 8; i++) b[i] = a[i] * (float)n;
}
