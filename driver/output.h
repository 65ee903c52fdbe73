/* output.h: a run's output files, written all or none, so a failed or interrupted run never
 * leaves a partial, clobbered or half-replaced set of files. */
#ifndef BULKCC_OUTPUT_H
#define BULKCC_OUTPUT_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

/* The outputs of one run. Each is first staged: written to a temporary file beside it (or, for
 * standard output "-" and devices or pipes such as /dev/null, kept until the commit). The commit
 * then puts every one in place or, when one fails, restores the files it had already replaced. */
typedef struct OutputSet OutputSet;

/* A new, empty set. While it lives, SIGINT, SIGTERM and SIGHUP remove its temporary files (and
 * undo a commit under way) before the signal ends the process. */
OutputSet *output_set_new(void);
/* Stages data for path; false after an error naming path. */
bool output_stage(OutputSet *set, const char *path, const char *data, size_t len);
/* Stages a file another program (cpp) writes: returns the temporary file it is to fill, or NULL
 * after an error naming path. */
const char *output_stage_external(OutputSet *set, const char *path);
/* Puts every staged output in place, all or none; false after an error. Frees the set. */
bool output_commit(OutputSet *set);
/* Removes every temporary file without touching the outputs. Frees the set. */
void output_discard(OutputSet *set);
/* Where a child process's id is kept while one runs, so that a signal ends it first (its files
 * would otherwise appear after the clean-up). */
volatile sig_atomic_t *output_child_slot(void);

/* Whether paths a and b name the same file: the same device and inode once links are followed,
 * or, for files yet to be made, the same canonical name. Standard output ("-") is no file. */
bool output_same_file(const char *a, const char *b);
/* Whether path exists and is not a plain file (a device such as /dev/null, a pipe). */
bool output_is_special(const char *path);

#endif
