/* target.h: the target a plan is for: the CUDA file or the CPU's C + OpenMP, and the options
 * that change what the plan decides. */
#ifndef BULKCC_TARGET_H
#define BULKCC_TARGET_H

#include <stdbool.h>

typedef enum Target { TARGET_CUDA, TARGET_CPU } Target;

typedef struct TargetOptions {
  Target target;
  bool fast_math;   /* --fast-math: let nvcc fuse multiplies and adds */
  bool row_layout;  /* --layout=row: each instance's arrays contiguous, as the user stores them */
  bool reassociate; /* --reassociate: floating sums and products may be added in another order */
} TargetOptions;

#endif
