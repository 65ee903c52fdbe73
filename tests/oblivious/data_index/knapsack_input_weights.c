// Knapsack with weights from the input: the read position depends on the data.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
int knapsack(const int weight[4], const int value[4]) {
  int best[11] = {0};
  for (int i = 0; i < 4; i++)
    for (int w = 10; w >= 0; w--)
      if (w >= weight[i]) {
        int with = best[w - weight[i]] + value[i];
// CHECK: knapsack_input_weights.c:[[@LINE-1]]:27: error: array index depends on input data
        if (with > best[w]) best[w] = with;
      }
  return best[10];
}
