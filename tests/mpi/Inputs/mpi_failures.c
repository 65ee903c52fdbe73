/* mpi_failures.c: bulk_mpi.h's calls when a rank fails, and its uniform values.
 *  1. bulk_mpi_call with a run that fails on rank 1 after half its share: every rank returns that
 *     error, naming rank 1; on root the instances before the failure hold results, the rest their
 *     inputs (an array read and written, and one written only); completed says how many.
 *  2. scale_bulk_mpi: root's uniform n counts, whatever the other ranks pass.
 *  3. scale_bulk_mpi_distributed with rank 1's n out of range: every rank fails, naming rank 1;
 *     the other ranks' instances ran.
 *  4. a root that is not a rank: every rank refuses.
 *  5. a rank four times slower than the others: the first two calls share equally (the first is
 *     not measured: it pays for each rank's setup), the third gives it a quarter of rank 0's.
 * Prints one line per check from rank 0, and "rank R: ..." from any rank whose check failed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bulk_mpi.h"
#include "scale_bulk.h"

static int rank, ranks, failures;

static void expect(int ok, const char *what) {
  if (!ok) printf("rank %d: %s: FAILED\n", rank, what), failures++;
}

/* rank 1 completes half its share, then fails; the others complete theirs */
static int half_on_rank_one(size_t p, void *const *a, const void *u, bulk_timing *t) {
  (void)u;
  float *x = (float *)a[0], *y = (float *)a[1];
  size_t done = rank == 1 ? p / 2 : p;
  for (size_t j = 0; j < done; j++) y[j] = x[j] * 3, x[j] = x[j] * 2 + 1;
  t->completed = done;
  if (done == p) return BULK_OK;
  bulk_mpi_detail("the run stopped at instance %zu of %zu", done, p);
  return BULK_ERROR_LAUNCH;
}

/* says each instance took 20 us (80 on rank 1), without waiting (the rates are what the runs
   report); the share this rank got */
static size_t got;
static int slow_on_rank_one(size_t p, void *const *a, const void *u, bulk_timing *t) {
  (void)a, (void)u;
  got = p;
  t->total_ms = (double)p * (rank == 1 ? 0.08 : 0.02);
  t->completed = p;
  return BULK_OK;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  enum { P = 101 };

  /* 1. a rank that fails part way */
  float *x = NULL, *y = NULL;
  if (rank == 0) {
    x = malloc(P * sizeof *x), y = malloc(P * sizeof *y);
    for (int j = 0; j < P; j++) x[j] = (float)j, y[j] = -1;
  }
  bulk_mpi_array arrays[2] = {{x, sizeof(float), 1, 1}, {y, sizeof(float), 0, 1}};
  bulk_timing t;
  int rc = bulk_mpi_call(MPI_COMM_WORLD, 0, "half", P, arrays, 2, NULL, 0, half_on_rank_one, &t);
  /* the first call shares equally, the remainder to the first ranks */
  size_t share0 = P / ranks + (P % ranks > 0), share1 = P / ranks + (P % ranks > 1);
  size_t want = ranks > 1 ? share0 + share1 / 2 : P;
  expect(ranks == 1 ? rc == BULK_OK : rc == BULK_ERROR_LAUNCH, "the failing rank's error on every rank");
  expect(ranks == 1 || strstr(bulk_error_detail(), "rank 1 of ") != NULL, "the detail names rank 1");
  expect(t.completed == want, "completed: rank 0's share and half rank 1's");
  if (rank == 0) {
    int kept = 1;
    for (size_t j = 0; j < P; j++)
      kept &= j < want ? x[j] == 2.0f * j + 1 && y[j] == 3.0f * j : x[j] == (float)j && y[j] == -1;
    expect(kept, "results before the failure, inputs after it");
    printf("partial failure on %d ranks: rc=%s completed=%zu detail='%s'\n", ranks, rc ? bulk_strerror(rc) : "OK", t.completed,
           bulk_error_detail());
  }

  /* 2. root's uniform value counts */
  float *A = NULL, *sum = NULL;
  if (rank == 0) {
    A = malloc(P * 16 * sizeof *A), sum = malloc(P * sizeof *sum);
    for (int j = 0; j < P * 16; j++) A[j] = (float)(j % 16);
  }
  rc = scale_bulk_mpi(MPI_COMM_WORLD, 0, P, rank == 0 ? 8 : 100, A, sum, &t);
  expect(rc == BULK_OK, "scale_bulk_mpi");
  if (rank == 0) {
    int right = 1;
    for (int j = 0; j < P; j++) {
      float s = 0;
      for (int i = 0; i < 16; i++) {
        float v = i < 8 ? (float)i * 2 + 1 : (float)i;
        if (i < 8) s += v;
        right &= A[j * 16 + i] == v;
      }
      right &= sum[j] == s;
    }
    expect(right, "every instance scaled by root's n");
    printf("root's uniform on %d ranks: rc=%s\n", ranks, rc ? bulk_strerror(rc) : "OK");
  }

  /* 3. a rank's own instances, rank 1's n out of range */
  float own[3 * 16], own_sum[3];
  for (int j = 0; j < 3 * 16; j++) own[j] = 1;
  rc = scale_bulk_mpi_distributed(MPI_COMM_WORLD, 3, rank == 1 ? 17 : 4, own, own_sum, &t);
  expect(ranks == 1 ? rc == BULK_OK : rc == BULK_ERROR_INVALID_ARGUMENT, "rank 1's refusal on every rank");
  expect(ranks == 1 || strstr(bulk_error_detail(), "rank 1 of ") != NULL, "the distributed detail names rank 1");
  expect(rank == 1 ? own[0] == 1 && t.completed == 0 : own[0] == 3 && own[4] == 1 && own_sum[0] == 12 && t.completed == 3,
         "each rank's instances as its own call left them");
  if (rank == 0) printf("distributed refusal on %d ranks: rc=%s detail='%s'\n", ranks, rc ? bulk_strerror(rc) : "OK", bulk_error_detail());

  /* 4. a root that is no rank */
  rc = bulk_mpi_call(MPI_COMM_WORLD, ranks, "half", P, arrays, 2, NULL, 0, half_on_rank_one, &t);
  expect(rc == BULK_ERROR_INVALID_ARGUMENT, "a root past the ranks refused");
  if (rank == 0) printf("root %d of %d: rc=%s detail='%s'\n", ranks, ranks, bulk_strerror(rc), bulk_error_detail());

  /* 5. shares by the rates the second call measured */
  bulk_mpi_array none[1] = {{NULL, 0, 0, 0}};
  unsigned long long share[3] = {0, 0, 0};
  rc = BULK_OK;
  for (int call = 0; call < 3; call++) {
    rc |= bulk_mpi_call(MPI_COMM_WORLD, 0, "slow", 400, none, 0, NULL, 0, slow_on_rank_one, &t);
    share[call] = got;
  }
  expect(rc == BULK_OK, "the calls by rates");
  if (ranks > 1) {
    unsigned long long one[3] = {0, 0, 0};
    MPI_Bcast(rank == 1 ? share : one, 3, MPI_UNSIGNED_LONG_LONG, 1, MPI_COMM_WORLD);
    if (rank == 0) {
      expect(one[0] <= share[0] && one[0] + 1 >= share[0] && one[1] <= share[1] && one[1] + 1 >= share[1],
             "the first two calls: equal shares");
      long long off = (long long)(one[2] * 4) - (long long)share[2]; /* whole instances, the remainder to the first ranks */
      expect(off >= -4 && off <= 4, "then a quarter of rank 0's, by the rates");
      printf("shares of 400 on %d ranks, rank 0 and rank 1: %llu and %llu, %llu and %llu, then %llu and %llu\n", ranks,
             share[0], one[0], share[1], one[1], share[2], one[2]);
    }
  }

  int any = 0;
  MPI_Allreduce(&failures, &any, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0) printf("%s\n", any ? "SOME CHECKS FAILED" : "every check passed");
  free(x), free(y), free(A), free(sum);
  MPI_Finalize();
  return any != 0;
}
