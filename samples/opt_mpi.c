/* opt_mpi.c: OPT (samples/opt.c) on the ranks of MPI_COMM_WORLD, under mpirun. Rank 0 holds p
 * random N-gons; opt_bulk_mpi shares them among the ranks, each running opt_bulk on its share (its
 * GPUs or cores), and gathers the results on rank 0, which checks them bit for bit against
 * opt_bulk in this one process and against the sequential C. A third call shares by the rates
 * the second measured. Then each rank runs its own instances where they lie
 * (opt_bulk_mpi_distributed), checked against the sequential C on each rank.
 *   build: bulkcc --target=cpu -DN=64 opt.c -o opt_bulk.c --header opt_bulk.h, then
 *          mpicc -O2 -fopenmp -DN=64 -I. -Iruntime opt_mpi.c opt_bulk.c opt.c runtime/bulk_cpu.c -lm
 *          (opt.c a second time with -Dopt=opt_sequential, as the Makefile does)
 *   run:   mpirun -np 3 ./opt_mpi [p]
 * With the CUDA code instead (make mpi-cuda: opt_mpi_cuda), each rank of a host takes a GPU of its
 * own (bulk_mpi_gpu_per_rank): mpirun -np 2 ./opt_mpi_cuda [p] on a host of 2 GPUs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bulk_mpi.h" /* before the header: it declares opt_bulk_mpi then */
#include "opt_bulk.h"

#ifndef N
#define N 64
#endif

float opt_sequential(const float c[N][N]);

static void fill(float *c, size_t count, unsigned long long seed) {
  for (size_t i = 0; i < count; i++) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    c[i] = (float)(seed >> 40) / (float)(1 << 24);
  }
}

/* how many of the p results differ, bit for bit, from the sequential C's */
static size_t check(size_t p, const float *c, const float *result) {
  size_t wrong = 0;
  for (size_t j = 0; j < p; j++) {
    float want = opt_sequential((const float(*)[N])(c + j * N * N));
    wrong += memcmp(&want, &result[j], sizeof want) != 0;
  }
  return wrong;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (bulk_mpi_gpu_per_rank(MPI_COMM_WORLD) != BULK_OK) { /* a GPU of its own for each rank of a host */
    fprintf(stderr, "bulk_mpi_gpu_per_rank: %s\n", bulk_error_detail());
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  size_t p = argc > 1 ? strtoull(argv[1], NULL, 10) : 1000;
  int status = 0;

  float *c = NULL, *result = NULL, *alone = NULL;
  if (rank == 0) {
    c = malloc(p * N * N * sizeof *c), result = malloc(p * sizeof *result), alone = malloc(p * sizeof *alone);
    if (!c || !result || !alone) {
      fprintf(stderr, "no memory for %zu instances\n", p);
      MPI_Abort(MPI_COMM_WORLD, 1);
    }
    fill(c, p * N * N, 42);
    bulk_timing t;
    for (int call = 1; call <= 2; call++) /* the second: the first pays for the setup */
      if (opt_bulk(p, c, alone, &t) != BULK_OK) {
        fprintf(stderr, "opt_bulk: %s\n", bulk_error_detail());
        MPI_Abort(MPI_COMM_WORLD, 1);
      }
    printf("opt_bulk in one process: %zu instances of N=%d in %.2f ms (on %s, its second call)\n", p, N, t.total_ms,
           t.target ? t.target : "?");
  }
  for (int call = 1; call <= 3; call++) { /* the third shares by the rates the second measured */
    bulk_timing t;
    if (rank == 0) memset(result, 0xff, p * sizeof *result); /* poisoned */
    int rc = opt_bulk_mpi(MPI_COMM_WORLD, 0, p, c, result, &t);
    if (rc != BULK_OK) {
      fprintf(stderr, "rank %d: opt_bulk_mpi: %s: %s\n", rank, bulk_strerror(rc), bulk_error_detail());
      status = 1;
      break;
    }
    if (rank == 0) {
      size_t differ = 0;
      for (size_t j = 0; j < p; j++) differ += memcmp(&alone[j], &result[j], sizeof *result) != 0;
      size_t wrong = check(p, c, result);
      printf("opt_mpi call %d: %zu instances of N=%d on %d ranks in %.2f ms: %s one process, %s the sequential C\n", call, p, N,
             ranks, t.total_ms, differ ? "DIFFERS from" : "the same as", wrong ? "MISMATCH against" : "every result matches");
      status |= differ || wrong;
    }
  }

  /* each rank's own instances, where they lie: rank r holds p / ranks + r of them */
  size_t mine = p / (size_t)ranks + (size_t)rank;
  float *own = malloc(mine * N * N * sizeof *own + 1), *own_result = malloc(mine * sizeof *own_result + 1);
  if (!own || !own_result) MPI_Abort(MPI_COMM_WORLD, 1);
  fill(own, mine * N * N, 1000 + (unsigned long long)rank);
  bulk_timing t;
  int rc = opt_bulk_mpi_distributed(MPI_COMM_WORLD, mine, own, own_result, &t);
  unsigned long long wrong = rc == BULK_OK ? check(mine, own, own_result) : mine, all_wrong = 0;
  MPI_Reduce(&wrong, &all_wrong, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rc != BULK_OK) fprintf(stderr, "rank %d: opt_bulk_mpi_distributed: %s\n", rank, bulk_error_detail()), status = 1;
  if (rank == 0)
    printf("opt_mpi distributed: %s on %d ranks\n", all_wrong ? "MISMATCH against the sequential C" : "every result matches", ranks);
  status |= all_wrong != 0;

  free(own), free(own_result), free(c), free(result), free(alone);
  int any = 0;
  MPI_Allreduce(&status, &any, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
  MPI_Finalize();
  return any;
}
