/* parameter_requests.c: the requests about an entry's parameters, once sema_check has found the
 * entries: --uniform and `#pragma bulkcc uniform` mark a scalar parameter (or one element of an
 * array the entry only reads) the same for every instance, the command line winning over the
 * file; --extent gives a pointer parameter's elements per instance. */
#include "sema_internal.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/diag.h"

static const char *uniform_request_text(const UniformRequest *r) {
  const char *name = r->element >= 0 ? intern_format("%s[%lld]", r->name, r->element) : r->name;
  return r->ranged ? intern_format("%s=%lld..%lld", name, r->lo, r->hi) : intern(name);
}

/* Whether two requests are of one parameter (or one element of it). */
static bool same_uniform_target(const UniformRequest *a, const UniformRequest *b) {
  return strcmp(a->name, b->name) == 0 && a->element == b->element;
}

static bool same_uniform_values(const UniformRequest *a, const UniformRequest *b) {
  return a->ranged == b->ranged && (!a->ranged || (a->lo == b->lo && a->hi == b->hi));
}

/* One name given twice in one list (the command line's, or the file's pragmas) with other values
 * is an error: which was meant cannot be told. */
static bool uniform_requests_agree(const UniformRequest *requests, int n) {
  bool ok = true;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < j; i++) {
      const UniformRequest *a = &requests[i], *b = &requests[j];
      if (!same_uniform_target(a, b) || same_uniform_values(a, b)) continue;
      if (b->loc.file) {
        diag_error(b->loc, "#pragma bulkcc uniform %s: '%s' is given other values before", uniform_request_text(b),
                   b->name);
        diag_note(a->loc, "'%s' is given as %s here", a->name, uniform_request_text(a));
      } else {
        diag_plain_error("--uniform %s and --uniform %s give '%s' other values", uniform_request_text(a),
                         uniform_request_text(b), a->name);
      }
      ok = false;
      break;
    }
  return ok;
}

bool sema_mark_uniform_requests(Program *prog, const UniformRequest *options, int noptions) {
  if (!uniform_requests_agree(options, noptions) ||
      !uniform_requests_agree(prog->uniform_pragmas, prog->nuniform_pragmas))
    return false;
  /* the file's pragmas for the names the command line does not give: the command line wins,
   * said where it gives other values */
  UniformRequest *pragmas = xcalloc((size_t)prog->nuniform_pragmas + 1, sizeof *pragmas);
  int npragmas = 0;
  for (int i = 0; i < prog->nuniform_pragmas; i++) {
    const UniformRequest *pragma = &prog->uniform_pragmas[i];
    const UniformRequest *option = NULL;
    for (int k = 0; k < noptions && !option; k++)
      if (same_uniform_target(&options[k], pragma)) option = &options[k];
    if (!option) pragmas[npragmas++] = *pragma;
    else if (!same_uniform_values(option, pragma))
      diag_note(pragma->loc, "#pragma bulkcc uniform %s gives way to --uniform %s of the command line",
                uniform_request_text(pragma), uniform_request_text(option));
  }
  bool ok = sema_mark_uniform(prog, options, noptions) && sema_mark_uniform(prog, pragmas, npragmas);
  free(pragmas);
  return ok;
}

/* --uniform NAME[K]=LO..HI of entry fn's parameter p (index i): p must be a one-dimensional array
 * of integers the entry never writes, with an element K, the range within its element type. */
static bool mark_uniform_element(Function *fn, int i, const UniformRequest *req, const char *spelled) {
  Symbol *p = fn->params[i];
  SrcLoc at = req->loc.file ? req->loc : p->loc;
  const char *text = uniform_request_text(req);
  Type *e = p->type->kind == TY_ARRAY ? p->type->base : NULL;
  if (!e || e->kind == TY_ARRAY || !type_is_integer(e) || e->kind == TY_BOOL) {
    diag_error(at, "%s %s: '%s' of entry '%s' is no one-dimensional array of integers", spelled, text, p->name,
               fn->name);
    return false;
  }
  if (p->type->len >= 0 && req->element >= p->type->len) {
    diag_error(at, "%s %s: '%s' of entry '%s' has %lld elements", spelled, text, p->name, fn->name, p->type->len);
    return false;
  }
  bool *written = ast_written_params(fn);
  bool writes = written[i];
  free(written);
  if (writes) {
    diag_error(at, "%s %s: entry '%s' writes '%s'; an element the same for every instance belongs to an array the "
               "entry only reads", spelled, text, fn->name, p->name);
    return false;
  }
  if (p->element_uniform && p->element_index != req->element) {
    diag_error(at, "%s %s: element %lld of '%s' is given already; one element of an array may be the same for "
               "every instance", spelled, text, p->element_index, p->name);
    return false;
  }
  long long least, largest;
  type_limits(e, &least, &largest);
  if (req->lo < least || req->hi > largest) {
    char *type_name = sema_type_string(e, false);
    diag_error(at, "%s %s: the elements of '%s' are '%s', whose values are %lld..%llu; give a range within them",
               spelled, text, p->name, type_name, least,
               type_is_unsigned(e) && type_size(e) == 8 ? ULLONG_MAX : (unsigned long long)largest);
    free(type_name);
    return false;
  }
  p->element_uniform = true;
  p->element_index = req->element;
  p->element_lo = req->lo;
  p->element_hi = req->hi;
  return true;
}

bool sema_mark_uniform(Program *prog, const UniformRequest *requests, int nrequests) {
  bool ok = true;
  for (int r = 0; r < nrequests; r++) {
    const UniformRequest *req = &requests[r];
    const char *spelled = req->loc.file ? "#pragma bulkcc uniform" : "--uniform";
    int marked = 0;
    for (Function *fn = prog->functions; fn; fn = fn->next) {
      if (!fn->is_entry) continue;
      for (int i = 0; i < fn->nparams; i++) {
        Symbol *p = fn->params[i];
        if (strcmp(p->name, req->name) != 0) continue;
        if (req->element >= 0) {
          if (mark_uniform_element(fn, i, req, spelled)) marked++;
          else ok = false;
          continue;
        }
        if (p->type->kind == TY_ARRAY) {
          diag_error(req->loc.file ? req->loc : p->loc, "%s %s: '%s' of entry '%s' is an array; only a scalar "
                     "parameter can be the same for every instance (or one element: %s[K]=LO..HI)", spelled,
                     req->name, p->name, fn->name, req->name);
          ok = false;
          continue;
        }
        if (req->ranged && !type_is_integer(p->type)) {
          diag_error(req->loc.file ? req->loc : p->loc, "%s %s=%lld..%lld: '%s' of entry '%s' is not an integer; "
                     "give its name alone", spelled, req->name, req->lo, req->hi, p->name, fn->name);
          ok = false;
          continue;
        }
        long long least, largest;
        if (req->ranged) type_limits(p->type, &least, &largest);
        if (req->ranged && (req->lo < least || req->hi > largest)) {
          /* the host function checks the range in the parameter's own type: a value outside it
           * would never compare as given (an unsigned n is never below -1) */
          char *type_name = sema_type_string(p->type, false);
          diag_error(req->loc.file ? req->loc : p->loc, "%s %s=%lld..%lld: '%s' of entry '%s' is '%s', whose "
                     "values are %lld..%llu; give a range within them", spelled, req->name, req->lo,
                     req->hi, p->name, fn->name, type_name, least,
                     type_is_unsigned(p->type) && type_size(p->type) == 8 ? ULLONG_MAX : (unsigned long long)largest);
          free(type_name);
          ok = false;
          continue;
        }
        p->uniform = true;
        p->uniform_ranged = req->ranged;
        p->uniform_lo = req->lo;
        p->uniform_hi = req->hi;
        marked++;
      }
    }
    if (!marked && ok && req->loc.file) {
      diag_error(req->loc, "#pragma bulkcc uniform %s: no entry has a parameter of that name", req->name);
      ok = false;
    } else if (!marked && ok) {
      diag_plain_error("--uniform %s: no entry has a parameter of that name", req->name);
      ok = false;
    }
  }
  return ok;
}

bool sema_set_extents(Program *prog, const ExtentRequest *requests, int nrequests) {
  bool ok = true;
  for (int r = 0; r < nrequests; r++) {
    int set = 0;
    for (Function *fn = prog->functions; fn; fn = fn->next) {
      if (!fn->is_entry) continue;
      for (int i = 0; i < fn->nparams; i++) {
        Symbol *p = fn->params[i];
        if (strcmp(p->name, requests[r].name) != 0) continue;
        if (!p->extent_from_accesses) {
          diag_error(p->loc, "--extent %s: '%s' of entry '%s' is no pointer or unsized array parameter", p->name,
                     p->name, fn->name);
          ok = false;
          continue;
        }
        p->type->len = requests[r].elements;
        p->extent_given = true;
        set++;
      }
    }
    if (!set && ok) {
      diag_plain_error("--extent %s: no entry has a pointer or unsized array parameter of that name", requests[r].name);
      ok = false;
    }
  }
  return ok;
}
