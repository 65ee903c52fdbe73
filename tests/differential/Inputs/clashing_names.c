// User names that the emitted code, C++, CUDA or the headers it includes spell otherwise:
// each gets a name of its own (`new` and `new_` were both `new_`; `size_t` as a parameter,
// a table named as a math function, or `g_bulk` beside the entry g did not compile).
static const int sqrt[2] = {3, 4};
static const int g_bulk = 11;
static const int isnan = 2;
int g(int new, int new_, int size_t) {
  int class = new * 2, class_ = new_ + 1, bulk_p = size_t, u_bulk_p = 3;
  int p_arg = 1;
  return class + class_ + bulk_p + u_bulk_p + sqrt[1] + g_bulk + isnan + p_arg;
}
int h(int p, int p_arg, int result, int run, float min[2]) {
  static const int g_k = 5;
  int h_g_k = 2;
  min[0] = min[1] + (float)(p + p_arg + result + run);
  return p * g_k + h_g_k;
}
