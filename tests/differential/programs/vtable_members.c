// A context struct whose first member points to its class's table of functions, as BearSSL's
// hash contexts do: init sets it to the file-scope table (statement passed over, as nothing in
// bulk code reads it), update and out never read it, and the table itself (function pointers) is
// no entry's business.
#include <stddef.h>
#include <stdint.h>
typedef struct toy_hash_class toy_hash_class;
typedef struct {
  const toy_hash_class *vtable;
  uint32_t val[4];
  uint64_t count;
} toy_hash_context;

struct toy_hash_class {
  size_t context_size;
  void (*init)(const toy_hash_class **ctx);
  void (*update)(const toy_hash_class **ctx, const void *data, size_t len);
};

static void toy_init(toy_hash_context *ctx);
static void toy_update(toy_hash_context *ctx, const uint8_t *data, size_t len);

static void toy_vinit(const toy_hash_class **ctx) { (void)ctx; }
static void toy_vupdate(const toy_hash_class **ctx, const void *data, size_t len) { (void)ctx, (void)data, (void)len; }
static const toy_hash_class toy_vtable = {sizeof(toy_hash_context), toy_vinit, toy_vupdate};

static void toy_init(toy_hash_context *ctx) {
  ctx->vtable = &toy_vtable;
  for (int i = 0; i < 4; i++) ctx->val[i] = 0x67452301u * (uint32_t)(i + 1);
  ctx->count = 0;
}

static void toy_update(toy_hash_context *ctx, const uint8_t *data, size_t len) {
  for (size_t i = 0; i < len; i++) {
    uint32_t *v = &ctx->val[ctx->count & 3];
    *v = (*v ^ data[i]) * 0x01000193u;
    ctx->count++;
  }
}

static void toy_out(const toy_hash_context *ctx, uint32_t out[4]) {
  for (int i = 0; i < 4; i++) out[i] = ctx->val[i] ^ (uint32_t)ctx->count;
}

void toy_digest(const uint8_t msg[40], uint32_t out[4]) {
  toy_hash_context ctx;
  toy_init(&ctx);
  toy_update(&ctx, msg, 40);
  toy_out(&ctx, out);
}
