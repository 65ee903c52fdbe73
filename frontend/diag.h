/* diag.h: diagnostics in gcc's text form (with the source line and a caret), or collected and
 * written as JSON or SARIF 2.1.0 at the end of the run. */
#ifndef BULKCC_DIAG_H
#define BULKCC_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "ast.h"

#if defined(__GNUC__)
#define BULKCC_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define BULKCC_PRINTF(a, b)
#endif

typedef enum DiagFormat { DIAG_TEXT, DIAG_JSON, DIAG_SARIF } DiagFormat;

/* Rule names, as SARIF's ruleId and JSON's "rule". */
#define RULE_INPUT "unsupported"           /* outside the accepted C subset */
#define RULE_SYNTAX "syntax"
#define RULE_INDEX "oblivious-index"       /* SPEC 2, rule 1 */
#define RULE_LOOP "oblivious-loop"         /* rule 2 */
#define RULE_JUMP "oblivious-jump"         /* rule 3 */
#define RULE_BOUNDS "bounds"               /* an access outside its array */
#define RULE_PREPROCESSOR "preprocessor"   /* a message of cpp's: #error, #warning, a missing include */

void diag_error(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
void diag_error_rule(SrcLoc loc, const char *rule, const char *fmt, ...) BULKCC_PRINTF(3, 4);
void diag_warning_rule(SrcLoc loc, const char *rule, const char *fmt, ...) BULKCC_PRINTF(3, 4);
/* A note belongs to the error or warning before it. */
void diag_note(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
/* A message about the command line or the environment, with no position. */
void diag_plain_error(const char *fmt, ...) BULKCC_PRINTF(1, 2);
/* A bug of bulkcc met at loc (a pass found what the passes before it leave out): the message on
 * stderr, whatever the diagnostics' format, and exit 2. */
_Noreturn void diag_internal_error(SrcLoc loc, const char *fmt, ...) BULKCC_PRINTF(2, 3);
_Noreturn void diag_internal_verror(SrcLoc loc, const char *fmt, va_list ap);

void diag_configure(DiagFormat format, bool warnings_are_errors, bool no_warnings);
/* One kind of warning, by its name (a rule above, or another a warning gives): -Wno-NAME,
 * -Werror=NAME, -Wno-error=NAME. False for a name no warning has. */
typedef enum WarningSetting { WARNING_DEFAULT, WARNING_OFF, WARNING_ERROR, WARNING_NOT_ERROR } WarningSetting;
bool diag_configure_warning(const char *name, WarningSetting setting);
/* The names of the warnings, for an error that lists them. */
const char *diag_warning_names(void);
/* Colours in the text form, as gcc's -fdiagnostics-color. */
void diag_use_colour(bool on);
/* The errors reported as errors: a pass that made one stops the passes after it. */
int diag_error_count(void);
/* Those and the warnings made errors (-Werror, -Werror=NAME): any of them fails the run, but
 * the warnings, as in gcc, stop no pass, so every finding is reported. */
int diag_failure_count(void);
/* The warnings reported as warnings. */
int diag_warning_count(void);
/* Keeps every diagnostic for diag_write_document even in the text form, which prints them too. */
void diag_keep_all(void);
/* The errors and warnings kept so far: where a document of the ones after them starts. */
int diag_kept_count(void);
/* A JSON or SARIF document of the kept diagnostics from the from'th (0: all of them). */
void diag_write_document(FILE *out, DiagFormat document, const char *tool_version, int from);
/* Ends the run's diagnostics: the count in text form, the whole document in JSON or SARIF. */
void diag_finish(FILE *out, const char *tool_version);
/* Forgets every diagnostic and count (the configuration stays), so that one process can check
 * several programs, each from a clean start. */
void diag_reset(void);

#endif
