// 0/1 knapsack: item weights in a constant table, values from the input.
// RUN: %bulkcc --check %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
#define ITEMS 4
#define CAP 10
static const int weight[ITEMS] = {2, 3, 4, 5};
int knapsack(const int value[ITEMS]) {
  int best[CAP + 1];
  for (int w = 0; w <= CAP; w++) best[w] = 0;
  for (int i = 0; i < ITEMS; i++)
    for (int w = CAP; w >= weight[i]; w--) {
      int with = best[w - weight[i]] + value[i];
      if (with > best[w]) best[w] = with;
    }
  return best[CAP];
}
