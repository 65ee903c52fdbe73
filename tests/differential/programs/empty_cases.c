// Case labels with nothing but an empty statement after them, the last at the end of the switch
// (the CUDA code had 'default: }', which C++ refuses; found by random differential testing).
#define N 6
void empty_cases(int a[N]) {
  for (int i = 0; i < N; i++) {
    switch (i % 3) {
    case 0:
      ;
      break;
    case 1:
      a[i] += 1;
    default:
      ;
    }
  }
}
