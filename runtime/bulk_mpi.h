/* bulk_mpi.h: an entry's NAME_bulk across the ranks of an MPI communicator (Open MPI, or any MPI).
 *
 * Include it before a header bulkcc wrote (--header): the header then declares, for each entry,
 *
 *   int NAME_bulk_mpi(MPI_Comm comm, int root, size_t p, ...NAME_bulk's arrays..., bulk_timing *timing);
 *   int NAME_bulk_mpi_distributed(MPI_Comm comm, size_t p, ...the same..., bulk_timing *timing);
 *
 * NAME_bulk_mpi takes p instances held on rank root (its p, uniform values and arrays count; the
 * other ranks' are not read, and may be 0 and NULL), scatters them among the ranks (MPI_Scatterv),
 * runs NAME_bulk on each rank's share (on its GPUs or cores, as NAME_bulk chooses), and gathers
 * the results on root (MPI_Gatherv). The shares follow the ranks' measured rates: the first calls
 * of an entry on a communicator of n ranks share equally; after each call but the first (which
 * pays for every rank's setup) every rank knows every rank's instances per millisecond, and the
 * next call shares by them (the mean with the last).
 * NAME_bulk_mpi_distributed runs NAME_bulk on each rank's own p instances, where they lie.
 *
 * Both are collective: every rank of comm calls them, and every rank gets the same return: 0, or
 * the error of the first rank that failed, bulk_error_detail naming that rank and saying why. No
 * data is lost: after NAME_bulk_mpi fails, instances 0 .. completed-1 on root (bulk_timing's
 * completed, the same on every rank) hold their results and the rest their inputs, however far
 * the later ranks got; after NAME_bulk_mpi_distributed fails, each rank's arrays are as its own
 * NAME_bulk left them (its timing's completed). A failed MPI call gives BULK_ERROR_MPI; MPI's own
 * errors return rather than abort on the duplicate of comm the call works on, though a rank that
 * fails inside a collective may still leave the others waiting, as with any MPI program.
 *
 * Results are NAME_bulk's, bit for bit, whatever the number of ranks: instances are independent.
 * bulk_timing: the rank's own NAME_bulk's stages, with total_ms the whole collective call and
 * completed as above. The rates are kept per entry and number of ranks in this translation unit.
 * Instance counts and bytes go to MPI as ints: at most INT_MAX instances, INT_MAX bytes each. */
#ifndef BULK_MPI_H
#define BULK_MPI_H

#include <limits.h>
#include <mpi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bulk_runtime.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One of NAME_bulk's arrays (a per-instance scalar or the results too): p instances row-wise. */
typedef struct bulk_mpi_array {
  void *data;   /* the instances: root's (NAME_bulk_mpi), or the rank's own (distributed) */
  size_t bytes; /* each instance's */
  int read;     /* NAME_bulk reads it: scattered */
  int written;  /* NAME_bulk may write it: gathered */
} bulk_mpi_array;

/* NAME_bulk on p instances of the arrays, with the uniform values at `uniforms`. */
typedef int (*bulk_mpi_run)(size_t p, void *const *arrays, const void *uniforms, bulk_timing *timing);

enum { BULK_MPI_DETAIL = 512, BULK_MPI_RATES = 64 };

/* One rank's outcome, as every rank learns it. */
typedef struct bulk_mpi_outcome {
  int rc;
  unsigned long long completed; /* of its share */
  double ms;                    /* its NAME_bulk's time */
  char detail[BULK_MPI_DETAIL];
} bulk_mpi_outcome;

/* The rates measured for an entry on a communicator of `ranks` ranks (instances a ms), and its
   calls there. */
typedef struct bulk_mpi_rates {
  const char *entry;
  int ranks;
  int calls;
  double *rate;
} bulk_mpi_rates;

static inline void bulk_mpi_detail(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  bulk_error_detail_set(format, ap);
  va_end(ap);
}

/* An MPI call's failure as BULK_ERROR_MPI, MPI's words in the detail. */
static inline int bulk_mpi_failed(int mpi_rc, const char *what) {
  if (mpi_rc == MPI_SUCCESS) return BULK_OK;
  char words[MPI_MAX_ERROR_STRING];
  int length = 0;
  if (MPI_Error_string(mpi_rc, words, &length) != MPI_SUCCESS) snprintf(words, sizeof words, "error %d", mpi_rc);
  bulk_mpi_detail("bulk_mpi: %s failed: %s", what, words);
  return BULK_ERROR_MPI;
}

/* The entry's rates on `ranks` ranks: a slot of a table that grows as entries and sizes of
   communicator come, valid until the next call of this function (NULL without memory: the call
   then shares equally, as a first call does). */
static inline bulk_mpi_rates *bulk_mpi_rates_of(const char *entry, int ranks) {
  static bulk_mpi_rates *table;
  static int used, cap;
  for (int i = 0; i < used; i++)
    if (table[i].ranks == ranks && strcmp(table[i].entry, entry) == 0) return &table[i];
  if (used == cap) {
    int grown_cap = cap ? 2 * cap : BULK_MPI_RATES;
    bulk_mpi_rates *grown = (bulk_mpi_rates *)realloc(table, (size_t)grown_cap * sizeof *grown);
    if (!grown) return NULL;
    table = grown, cap = grown_cap;
  }
  double *rate = (double *)calloc((size_t)ranks, sizeof *rate);
  if (!rate) return NULL;
  table[used].entry = entry, table[used].ranks = ranks, table[used].calls = 0, table[used].rate = rate;
  return &table[used++];
}

/* Each rank's instances and first instance: by the rates where every rank has one, else equally;
 * whole instances, the remainder to the first ranks. */
static inline void bulk_mpi_shares(size_t p, int ranks, const double *rate, int *count, int *first) {
  double sum = 0;
  int known = rate != NULL;
  for (int r = 0; known && r < ranks; r++) known = rate[r] > 0, sum += rate[r];
  size_t given = 0;
  for (int r = 0; r < ranks; r++) {
    double share = known ? (double)p * (rate[r] / sum) : (double)p / ranks;
    size_t n = (size_t)share;
    if (given + n > p) n = p - given;
    count[r] = (int)n, given += n;
  }
  for (int r = 0; given < p; r = (r + 1) % ranks) count[r]++, given++;
  for (int r = 0, at = 0; r < ranks; r++) first[r] = at, at += count[r];
}

/* Every rank's outcome, from each rank's own (an MPI failure: BULK_ERROR_MPI and the detail). */
static inline int bulk_mpi_outcomes(MPI_Comm comm, const bulk_mpi_outcome *mine, bulk_mpi_outcome *all) {
  return bulk_mpi_failed(MPI_Allgather(mine, (int)sizeof *mine, MPI_BYTE, all, (int)sizeof *mine, MPI_BYTE, comm), "MPI_Allgather");
}

/* Rank r's failure as this rank's: its error, the detail naming it. */
static inline int bulk_mpi_blame(int r, int ranks, const bulk_mpi_outcome *theirs) {
  bulk_mpi_detail("rank %d of %d: %s", r, ranks, theirs->detail[0] ? theirs->detail : bulk_strerror(theirs->rc));
  return theirs->rc;
}

/* The first failing rank's error on every rank; 0 where none failed. */
static inline int bulk_mpi_verdict(const bulk_mpi_outcome *all, int ranks) {
  for (int r = 0; r < ranks; r++)
    if (all[r].rc != BULK_OK) return bulk_mpi_blame(r, ranks, &all[r]);
  return BULK_OK;
}

static inline void bulk_mpi_note(bulk_mpi_outcome *mine, int rc) {
  mine->rc = rc;
  snprintf(mine->detail, sizeof mine->detail, "%s", rc == BULK_OK ? "" : bulk_error_detail());
}

/* The call's own duplicate of the user's communicator, on which MPI's errors return. */
static inline int bulk_mpi_open(MPI_Comm user_comm, MPI_Comm *comm) {
  int rc = bulk_mpi_failed(MPI_Comm_dup(user_comm, comm), "MPI_Comm_dup");
  if (!rc) rc = bulk_mpi_failed(MPI_Comm_set_errhandler(*comm, MPI_ERRORS_RETURN), "MPI_Comm_set_errhandler");
  return rc;
}

/* One GPU a rank: the ranks of comm that share a host (MPI_COMM_TYPE_SHARED) take its GPUs in
 * turn, the host's k-th rank GPU k modulo their count (bulk_set_gpus), so that each rank's calls
 * run on a GPU of its own rather than every rank's on every GPU. Collective over comm; call it
 * after MPI_Init, before the ranks' first NAME_bulk. Nothing to do where the program has no GPU
 * (bulk_gpu_count 0). BULK_OK, or BULK_ERROR_MPI when MPI fails. */
static inline int bulk_mpi_gpu_per_rank(MPI_Comm comm) {
  MPI_Comm host;
  int local = 0, rc = MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &host);
  if (rc != MPI_SUCCESS) return bulk_mpi_failed(rc, "MPI_Comm_split_type");
  rc = MPI_Comm_rank(host, &local);
  MPI_Comm_free(&host);
  if (rc != MPI_SUCCESS) return bulk_mpi_failed(rc, "MPI_Comm_rank");
  int gpus = bulk_gpu_count();
  if (gpus <= 0) return BULK_OK;
  int gpu = local % gpus;
  return bulk_set_gpus(1, &gpu);
}

/* NAME_bulk_mpi: see the top of this file. */
static inline int bulk_mpi_call(MPI_Comm user_comm, int root, const char *entry, size_t p, const bulk_mpi_array *arrays, int narrays,
                                void *uniforms, size_t uniform_bytes, bulk_mpi_run run, bulk_timing *timing) {
  const double start = bulk_host_now_ms();
  bulk_timing local;
  memset(&local, 0, sizeof local);
  MPI_Comm comm;
  int rc = bulk_mpi_open(user_comm, &comm);
  if (rc) return rc;
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  int *count = (int *)calloc((size_t)ranks * 3, sizeof *count), *first = count + ranks, *back = first + ranks;
  bulk_mpi_outcome *all = (bulk_mpi_outcome *)calloc((size_t)ranks, sizeof *all), mine;
  void **mine_arrays = (void **)calloc((size_t)(narrays > 0 ? narrays : 1), sizeof *mine_arrays);
  MPI_Datatype *instance = (MPI_Datatype *)calloc((size_t)(narrays > 0 ? narrays : 1), sizeof *instance);
  int *made = (int *)calloc((size_t)(narrays > 0 ? narrays : 1), sizeof *made); /* instance[a] committed */
  memset(&mine, 0, sizeof mine);
  if (!count || !all || !mine_arrays || !instance || !made)
    bulk_mpi_detail("bulk_mpi: no memory for %d ranks' shares", ranks), mine.rc = BULK_ERROR_OUT_OF_HOST_MEMORY;
  /* root's count and uniform values; whether root's call is one the ranks can make */
  unsigned long long header[2] = {(unsigned long long)p, (unsigned long long)(root < 0 || root >= ranks)};
  if (!mine.rc) mine.rc = bulk_mpi_failed(MPI_Bcast(header, 2, MPI_UNSIGNED_LONG_LONG, root >= 0 && root < ranks ? root : 0, comm), "MPI_Bcast");
  if (!mine.rc && header[1]) bulk_mpi_detail("bulk_mpi: root %d is not a rank of the %d", root, ranks), mine.rc = BULK_ERROR_INVALID_ARGUMENT;
  if (!mine.rc && header[0] > (unsigned long long)INT_MAX)
    bulk_mpi_detail("bulk_mpi: p = %llu is more than MPI's counts hold (%d)", header[0], INT_MAX), mine.rc = BULK_ERROR_TOO_LARGE;
  if (!mine.rc && uniform_bytes) mine.rc = bulk_mpi_failed(MPI_Bcast(uniforms, (int)uniform_bytes, MPI_BYTE, root, comm), "MPI_Bcast");
  p = (size_t)header[0];
  if (!mine.rc) {
    bulk_mpi_rates *rates = bulk_mpi_rates_of(entry, ranks);
    bulk_mpi_shares(p, ranks, rates ? rates->rate : NULL, count, first);
  }
  const size_t share = mine.rc ? 0 : (size_t)count[rank];
  for (int a = 0; !mine.rc && a < narrays; a++) {
    if (arrays[a].bytes > (size_t)INT_MAX) {
      bulk_mpi_detail("bulk_mpi: an instance of array %d is %zu bytes, more than MPI's counts hold", a, arrays[a].bytes);
      mine.rc = BULK_ERROR_TOO_LARGE;
      break;
    }
    if (rank == root && p > 0 && !arrays[a].data) {
      bulk_mpi_detail("bulk_mpi: array %d is NULL on root with p = %zu", a, p);
      mine.rc = BULK_ERROR_INVALID_ARGUMENT;
      break;
    }
    mine.rc = bulk_mpi_failed(MPI_Type_contiguous((int)arrays[a].bytes, MPI_BYTE, &instance[a]), "MPI_Type_contiguous");
    if (!mine.rc) mine.rc = bulk_mpi_failed(MPI_Type_commit(&instance[a]), "MPI_Type_commit");
    made[a] = !mine.rc;
    mine_arrays[a] = malloc(share * arrays[a].bytes + 1);
    if (!mine.rc && !mine_arrays[a])
      bulk_mpi_detail("bulk_mpi: no memory for %zu instances of array %d", share, a), mine.rc = BULK_ERROR_OUT_OF_HOST_MEMORY;
  }
  /* every rank ready before any data moves: a rank that is not would leave the others waiting */
  int ready = mine.rc == BULK_OK, all_ready = 0;
  rc = bulk_mpi_failed(MPI_Allreduce(&ready, &all_ready, 1, MPI_INT, MPI_LAND, comm), "MPI_Allreduce");
  if (!rc && all_ready) {
    for (int a = 0; !mine.rc && a < narrays; a++)
      if (arrays[a].read)
        mine.rc = bulk_mpi_failed(MPI_Scatterv(arrays[a].data, count, first, instance[a], mine_arrays[a], (int)share, instance[a], root, comm),
                                  "MPI_Scatterv");
    if (!mine.rc && share > 0) {
      bulk_error_detail_clear();
      mine.rc = run(share, mine_arrays, uniforms, &local);
      mine.completed = mine.rc == BULK_OK ? share : local.completed;
      mine.ms = local.total_ms;
    }
    bulk_mpi_note(&mine, mine.rc);
  } else if (!rc) {
    bulk_mpi_note(&mine, mine.rc);
  }
  if (!rc) rc = bulk_mpi_outcomes(comm, &mine, all);
  size_t completed = 0;
  if (!rc && all_ready) {
    /* the instances from the first on whose results stand: every rank's share up to the first that
       failed, and what it completed of its own */
    for (int r = 0; r < ranks; r++) {
      completed += all[r].completed;
      if (all[r].rc != BULK_OK || all[r].completed < (unsigned long long)count[r]) break;
    }
    for (int r = 0; r < ranks; r++) {
      size_t from = (size_t)first[r], n = completed > from ? completed - from : 0;
      back[r] = (int)(n < (size_t)count[r] ? n : (size_t)count[r]);
    }
    for (int a = 0; !rc && a < narrays; a++)
      if (arrays[a].written)
        rc = bulk_mpi_failed(MPI_Gatherv(mine_arrays[a], back[rank], instance[a], arrays[a].data, back, first, instance[a], root, comm),
                             "MPI_Gatherv");
    /* the rates every rank measured, the same table on every rank, averaged with the last; not
       those of the entry's first call, which pays for each rank's setup (OPT N=64 on a rank of
       2 H200s: 1138 ms, its next call 155 ms) */
    bulk_mpi_rates *rates = bulk_mpi_rates_of(entry, ranks);
    for (int r = 0; rates && rates->calls > 0 && r < ranks; r++)
      if (all[r].rc == BULK_OK && count[r] > 0 && all[r].ms > 0) {
        double measured = count[r] / all[r].ms, *rate = &rates->rate[r];
        *rate = *rate > 0 ? (*rate + measured) / 2 : measured;
      }
    if (rates) rates->calls++;
  }
  if (!rc) rc = bulk_mpi_verdict(all, ranks);
  else if (all_ready && mine.rc) rc = mine.rc; /* the exchange failed after this rank's own failure */
  for (int a = 0; made && a < narrays; a++) {
    if (made[a]) MPI_Type_free(&instance[a]);
    if (mine_arrays) free(mine_arrays[a]);
  }
  free(made), free(instance), free(mine_arrays), free(all), free(count);
  MPI_Comm_free(&comm);
  if (timing) {
    *timing = local;
    timing->completed = completed;
    timing->total_ms = bulk_host_now_ms() - start;
  }
  return rc;
}

/* NAME_bulk_mpi_distributed: see the top of this file. */
static inline int bulk_mpi_call_distributed(MPI_Comm user_comm, size_t p, void *const *arrays, const void *uniforms, bulk_mpi_run run,
                                            bulk_timing *timing) {
  const double start = bulk_host_now_ms();
  bulk_timing local;
  memset(&local, 0, sizeof local);
  MPI_Comm comm;
  int rc = bulk_mpi_open(user_comm, &comm);
  if (rc) return rc;
  int ranks = 1;
  MPI_Comm_size(comm, &ranks);
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  bulk_mpi_outcome mine;
  memset(&mine, 0, sizeof mine);
  bulk_error_detail_clear();
  mine.rc = p > 0 ? run(p, arrays, uniforms, &local) : BULK_OK;
  mine.completed = mine.rc == BULK_OK ? p : local.completed;
  bulk_mpi_note(&mine, mine.rc);
  /* the first rank that failed (ranks where none did), then its outcome from it */
  int failing = mine.rc == BULK_OK ? ranks : rank, first_failing = ranks;
  rc = bulk_mpi_failed(MPI_Allreduce(&failing, &first_failing, 1, MPI_INT, MPI_MIN, comm), "MPI_Allreduce");
  if (!rc && first_failing < ranks) {
    bulk_mpi_outcome theirs = mine;
    rc = bulk_mpi_failed(MPI_Bcast(&theirs, (int)sizeof theirs, MPI_BYTE, first_failing, comm), "MPI_Bcast");
    if (!rc) rc = bulk_mpi_blame(first_failing, ranks, &theirs);
  }
  if (rc && mine.rc && rc == BULK_ERROR_MPI) rc = mine.rc; /* the exchange failed after this rank's own failure */
  MPI_Comm_free(&comm);
  if (timing) {
    *timing = local;
    timing->completed = (size_t)mine.completed;
    timing->total_ms = bulk_host_now_ms() - start;
  }
  return rc;
}

#ifdef __cplusplus
}
#endif

#endif
