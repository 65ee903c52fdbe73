/* bulk_emulation.h: lets an emitted .cu file compile as plain C++ (with -DBULK_EMULATION) and
 * run its kernels on the CPU, one emulated thread after another, linked with bulk_cpu.c. It
 * exists so that machines without a GPU can check what the emitted code computes. */
#ifndef BULK_EMULATION_H
#define BULK_EMULATION_H

#include <cmath>
#include <cstddef>

#define __global__
#define __device__
#define __constant__
#define __forceinline__ inline
#define __restrict__ __restrict

/* products rounded on their own, as C rounds them (nvcc would otherwise fuse them with adds) */
inline float __fmul_rn(float a, float b) { return a * b; }
inline double __dmul_rn(double a, double b) { return a * b; }

using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

struct bulk_index3 {
  unsigned x, y, z;
};
inline thread_local bulk_index3 blockIdx, blockDim, gridDim, threadIdx;

/* Runs body once per thread of a grid of `grid` blocks of `block` threads. */
template <class Body>
inline void bulk_emulate_launch(unsigned grid, unsigned block, Body body) {
  blockDim = {block, 1, 1};
  gridDim = {grid, 1, 1};
  for (unsigned b = 0; b < grid; b++) {
    blockIdx = {b, 0, 0};
    for (unsigned t = 0; t < block; t++) {
      threadIdx = {t, 0, 0};
      body();
    }
  }
}

#ifdef BULK_EMULATION_WARPS
/* The warps' emulation (-DBULK_EMULATION_WARPS too): the team and grid forms' kernels with warps of
 * 32 lanes, as on a GPU, each emulated thread a thread of the host's running at once with the
 * others of its block (a grid form's blocks all at once, as a cooperative launch has them), so
 * that what the lanes of a warp and the warps of a group do to each other (shuffles, a strip's
 * rows staged in its warp's shared memory, the strips' counters) runs as it does on a GPU. Waits
 * sleep (a mutex and a condition each), and the emitted spins yield, so that a few hundred
 * threads share the host's cores. */
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#define __host__
#define __noinline__ __attribute__((noinline))

/* a grid form's call: this many groups at most (each of this many blocks of this many warps) */
#ifndef BULK_EMULATION_GROUPS
#define BULK_EMULATION_GROUPS 2
#endif
#ifndef BULK_EMULATION_GROUP_BLOCKS
#define BULK_EMULATION_GROUP_BLOCKS 2
#endif
#ifndef BULK_EMULATION_BLOCK_WARPS
#define BULK_EMULATION_BLOCK_WARPS 2
#elif BULK_EMULATION_BLOCK_WARPS < 1 || BULK_EMULATION_BLOCK_WARPS > 32
#error "BULK_EMULATION_BLOCK_WARPS: 1 to 32 (a block's 1024 threads at most, as CUDA's)"
#endif
/* a block's warps at most, and bar.sync's numbered barriers, as on the GPU */
enum { BULK_EMULATED_BLOCK_WARPS_MAX = 32, BULK_EMULATED_NUMBERED_BARRIERS = 16 };

/* A launch or a wait the GPU would refuse: said, and the program stopped */
[[noreturn]] inline void bulk_emulated_refuse(const char *what, unsigned value, unsigned limit) {
  fprintf(stderr, "bulk_emulation.h: %s %u (the limit: %u)\n", what, value, limit);
  abort();
}

/* A staged copy of 4, 8 or 16 bytes (cp.async on the GPU): the element's value at its issue, made
 * in shared memory only at the wait that awaits its group, as the GPU may make it, so that a read
 * of a copy before its wait, or a group awaited too soon, reads what was there before. */
struct bulk_emulated_copy {
  void *to;
  unsigned char bytes[16];
  unsigned size;
  unsigned long long group;
};
struct bulk_emulated_copies {
  std::vector<bulk_emulated_copy> pending;
  unsigned long long committed = 0; /* the groups committed: the open group's number */
};
inline bulk_emulated_copies &bulk_emulated_thread_copies() {
  static thread_local bulk_emulated_copies copies;
  return copies;
}
inline void bulk_emulated_copy_issue(void *to, const void *from, unsigned size) {
  bulk_emulated_copies &c = bulk_emulated_thread_copies();
  bulk_emulated_copy copy;
  if (size > sizeof copy.bytes) bulk_emulated_refuse("a staged copy's bytes", size, (unsigned)sizeof copy.bytes); /* cp.async's most */
  copy.to = to, copy.size = size, copy.group = c.committed;
  memcpy(copy.bytes, from, size);
  c.pending.push_back(copy);
}
inline void bulk_emulated_copy_commit() { bulk_emulated_thread_copies().committed++; }
/* the open group committed, then the copies of every group but the newest `in_flight` made */
inline void bulk_emulated_copy_wait(unsigned in_flight) {
  bulk_emulated_copies &c = bulk_emulated_thread_copies();
  c.committed++;
  size_t kept = 0;
  for (size_t i = 0; i < c.pending.size(); i++) {
    if (c.pending[i].group + in_flight < c.committed) memcpy(c.pending[i].to, c.pending[i].bytes, c.pending[i].size);
    else c.pending[kept++] = c.pending[i];
  }
  c.pending.resize(kept);
}

/* threads that wait until `count` of them have arrived; then the next round begins */
class bulk_emulated_barrier {
  std::mutex mutex_;
  std::condition_variable arrived_all_;
  unsigned arrived_ = 0;
  unsigned long long round_ = 0;

 public:
  void wait(unsigned count) {
    std::unique_lock<std::mutex> lock(mutex_);
    const unsigned long long round = round_;
    if (++arrived_ == count) {
      arrived_ = 0, round_++;
      arrived_all_.notify_all();
      return;
    }
    arrived_all_.wait(lock, [&] { return round_ != round; });
  }
};

/* what a block's threads share: its shared memory, its warps' and its own barriers (and bar.sync's
   numbered ones), and a slot a thread through which shuffles pass values */
struct bulk_emulated_block {
  std::vector<unsigned char> shared;
  unsigned long long cell_slots[2 * BULK_EMULATED_BLOCK_WARPS_MAX]; /* a part and its iteration a warp */
  std::unique_ptr<bulk_emulated_barrier[]> warps;
  bulk_emulated_barrier block, numbered[BULK_EMULATED_NUMBERED_BARRIERS];
  std::unique_ptr<unsigned long long[]> slots;
};
inline thread_local bulk_emulated_block *bulk_emulated_this_block;

inline void __syncwarp(unsigned = 0xffffffffu) { bulk_emulated_this_block->warps[threadIdx.x / 32].wait(32); }
inline void __syncthreads() { bulk_emulated_this_block->block.wait(blockDim.x); }
inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline unsigned long long atomicAdd(unsigned long long *at, unsigned long long v) { return __atomic_fetch_add(at, v, __ATOMIC_SEQ_CST); }
/* the strips' ld.acquire.gpu and st.release.gpu of a count */
inline unsigned long long bulk_emulated_load_acquire(const unsigned long long *at) { return __atomic_load_n(at, __ATOMIC_ACQUIRE); }
inline void bulk_emulated_store_release(unsigned long long *at, unsigned long long v) { __atomic_store_n(at, v, __ATOMIC_RELEASE); }
/* ... and their words handed on as data, which hold what they say alone */
inline unsigned long long bulk_emulated_load_relaxed(const unsigned long long *at) { return __atomic_load_n(at, __ATOMIC_RELAXED); }
inline void bulk_emulated_store_relaxed(unsigned long long *at, unsigned long long v) { __atomic_store_n(at, v, __ATOMIC_RELAXED); }
inline void bulk_emulated_bar_sync(unsigned id, unsigned threads) {
  if (id >= BULK_EMULATED_NUMBERED_BARRIERS) bulk_emulated_refuse("bar.sync's barrier", id, BULK_EMULATED_NUMBERED_BARRIERS - 1);
  bulk_emulated_this_block->numbered[id].wait(threads);
}
inline unsigned char *bulk_emulated_shared() { return bulk_emulated_this_block->shared.data(); }
inline unsigned long long *bulk_emulated_cell_slots() { return bulk_emulated_this_block->cell_slots; }
inline void bulk_emulated_spin() { std::this_thread::yield(); }

/* lane `from`'s v, of a value of at most 8 bytes: every lane's in its slot, then each reads one.
   The slots of one shuffle and the next alternate, so that one wait a shuffle is enough: a lane
   writes a slot again only after every lane has arrived at the shuffle after the one that read it. */
inline thread_local unsigned bulk_emulated_shuffles;
template <typename T> inline T bulk_emulated_shuffle(T v, unsigned from) {
  static_assert(sizeof(T) <= sizeof(unsigned long long), "a shuffled value fits its slot");
  unsigned long long bits = 0, got;
  std::memcpy(&bits, &v, sizeof v);
  unsigned long long *slots = &bulk_emulated_this_block->slots[(bulk_emulated_shuffles++ & 1) * blockDim.x];
  slots[threadIdx.x] = bits;
  __syncwarp();
  got = slots[threadIdx.x / 32 * 32 + from % 32];
  T r;
  std::memcpy(&r, &got, sizeof r);
  return r;
}
template <typename T> inline T __shfl_sync(unsigned, T v, int lane) { return bulk_emulated_shuffle(v, (unsigned)lane); }
template <typename T> inline T __shfl_up_sync(unsigned, T v, unsigned d) {
  const unsigned lane = threadIdx.x % 32;
  return bulk_emulated_shuffle(v, lane >= d ? lane - d : lane);
}
template <typename T> inline T __shfl_xor_sync(unsigned, T v, int m) { return bulk_emulated_shuffle(v, (threadIdx.x % 32) ^ (unsigned)m); }
template <typename B> inline bool __any_sync(unsigned, B c) {
  bool any = false;
  for (unsigned k = 0; k < 32; k++) any |= bulk_emulated_shuffle((bool)c, k);
  return any;
}

/* Runs body on each thread of a grid of `grid` blocks of `block` threads (a multiple of 32), each
 * block with `shared` bytes of shared memory: every block at once where `together`, else a block
 * after another, its threads at once. */
template <class Body>
inline void bulk_emulate_launch_warps(unsigned grid, unsigned block, size_t shared, bool together, Body body) {
  if (block % 32 != 0 || block == 0) bulk_emulated_refuse("a block's threads, not whole warps:", block, 32 * BULK_EMULATED_BLOCK_WARPS_MAX);
  if (block / 32 > BULK_EMULATED_BLOCK_WARPS_MAX) bulk_emulated_refuse("a block's threads:", block, 32 * BULK_EMULATED_BLOCK_WARPS_MAX);
  const unsigned at_once = together ? grid : 1;
  for (unsigned first = 0; first < grid; first += at_once) {
    std::vector<std::unique_ptr<bulk_emulated_block>> blocks;
    std::vector<std::thread> threads;
    for (unsigned b = first; b < first + at_once && b < grid; b++) {
      blocks.emplace_back(new bulk_emulated_block);
      bulk_emulated_block *state = blocks.back().get();
      state->shared.assign(shared, 0xa5); /* what no copy wrote shows */
      state->warps.reset(new bulk_emulated_barrier[block / 32]);
      state->slots.reset(new unsigned long long[2 * block]);
      for (unsigned t = 0; t < block; t++)
        threads.emplace_back([=, &body] {
          bulk_emulated_this_block = state, bulk_emulated_shuffles = 0;
          blockDim = {block, 1, 1}, gridDim = {grid, 1, 1}, blockIdx = {b, 0, 0}, threadIdx = {t, 0, 0};
          body();
        });
    }
    for (std::thread &t : threads) t.join();
  }
}
#endif

#endif
