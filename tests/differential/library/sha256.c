// DIFFERENTIAL-BULKCC: --entry sha256_oneshot
// DIFFERENTIAL: -DMESSAGE_BYTES=100
// SHA-256 as a public-domain library writes it (Inputs/sha256.c: a context struct, init, update
// and final), in bulk through an entry of the user's own around that API.
#include "Inputs/sha256.c"

void sha256_oneshot(const BYTE message[MESSAGE_BYTES], BYTE hash[SHA256_BLOCK_SIZE]) {
	SHA256_CTX ctx;
	sha256_init(&ctx);
	sha256_update(&ctx, message, MESSAGE_BYTES);
	sha256_final(&ctx, hash);
}
