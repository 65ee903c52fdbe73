/* codegen.h: emitters of the CUDA translation unit and of the C header. */
#ifndef BULKCC_CODEGEN_H
#define BULKCC_CODEGEN_H

#include "../frontend/ast.h"
#include "out.h"

/* The CUDA C file: kernels, device functions and the NAME_bulk host functions. */
void codegen_cuda(Out *o, Program *prog, const char *source_name);
/* The C header declaring NAME_bulk for every entry. */
void codegen_header(Out *o, Program *prog, const char *source_name, const char *guard_from);

/* names.c: spellings shared by both emitters */
const char *cg_type(const Type *t);        /* C++ spelling of an arithmetic type */
const char *cg_name(Symbol *sym);          /* a user's variable, escaped where C++ or CUDA reserve it */
const char *cg_host_param(Symbol *sym);    /* an entry parameter's name in NAME_bulk */
/* Writes NAME_bulk's parameter list, shared by the header and the definition. */
void cg_host_params(Out *o, Function *fn);

#endif
