// A nest whose cells add integer shares of one scalar to elements of later cells (error
// diffusion's scatter) becomes one whose cells gather them from their sources and keep the
// scalar in their own element (analysis/gather_updates.c); --dump=plan says so. Left alone: an
// array read after the nest, shares of two scalars, an update of an earlier cell, a float array,
// a triangle of cells, a share of floating type, a cell declaring a counter's name, its element
// written where read, and an unsigned counter.
// RUN: %bulkcc --dump=plan %s | FileCheck %s --check-prefix=PLAN
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
#define N 40
void diffuse(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x] * 16;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x];
      int error = v - (v >= 2048 ? 4080 : 0);
      out[y][x] = v >= 2048 ? 255 : 0;
      if (x + 1 < N) level[y][x + 1] += error * 7 / 16;
      if (y + 1 < N) level[y + 1][x] += error * 9 / 16;
    }
}
void read_after(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x];
      if (x + 1 < N) level[y][x + 1] += v / 2;
    }
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) out[y][x] = (unsigned char)level[y][x];
}
void two_scalars(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x];
      int a = v / 2, b = v / 3;
      out[y][x] = (unsigned char)v;
      if (x + 1 < N) level[y][x + 1] += a + b;
    }
}
void backwards(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 1; y < N; y++)
    for (int x = 0; x < N; x++) {
      int v = level[y][x];
      out[y][x] = (unsigned char)v;
      level[y - 1][x] += v;
    }
}
void floats(const unsigned char in[N][N], unsigned char out[N][N]) {
  float level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      float v = level[y][x];
      out[y][x] = v > 127.5f ? 255 : 0;
      if (x + 1 < N) level[y][x + 1] += v * 0.5f;
    }
}
void triangle(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x <= y; x++) {
      int e = level[y][x];
      out[y][x] = (unsigned char)e;
      if (y + 1 < N) level[y + 1][x] += e;
    }
}
void floating_share(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x] - 128;
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int e = level[y][x];
      out[y][x] = (unsigned char)e;
      if (x + 1 < N) level[y][x + 1] += (double)e / 3;
    }
}
void shadowed(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int e = level[y][x];
      out[y][x] = (unsigned char)e;
      if (x + 1 < N) level[y][x + 1] += e / 2;
      int y = 0;
      out[y][x] |= 1;
    }
}
void written(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int e = level[y][x]++;
      out[y][x] = (unsigned char)e;
      if (x + 1 < N) level[y][x + 1] += e / 2;
    }
}
void unsigned_rows(const unsigned char in[N][N], unsigned char out[N][N]) {
  int level[N][N];
  for (int y = 0; y < N; y++)
    for (int x = 0; x < N; x++) level[y][x] = in[y][x];
  for (unsigned y = 0; y < N; y++)
    for (int x = 0; x < N; x++) {
      int e = level[y][x];
      out[y][x] = (unsigned char)e;
      if (y + 1 < N) level[y + 1][x] += e / 2;
    }
}
// PLAN-LABEL: function diffuse (entry)
// PLAN: gather 14:3: the updates of level's elements by the cells before them turned into each cell's gather of its sources' error, which it keeps in its own element
// PLAN-LABEL: function read_after (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: the array is read after the nest, or the nest runs again
// PLAN-LABEL: function two_scalars (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: a share is not built of b, integer constants, the counters and scalars the nest does not write by operators, casts and ?: (no call, sizeof, comma or floating constant)
// PLAN-LABEL: function backwards (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: an update of the cell's own element or of one before it
// PLAN-LABEL: function floats (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: the array is not a local 2-D array of int or unsigned int
// PLAN-LABEL: function triangle (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: the cells are not a rectangle (a bound reads a counter or what the nest writes)
// PLAN-LABEL: function floating_share (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: a share is not an integer
// PLAN-LABEL: function shadowed (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: the cell declares again a name that the gathered reads use
// PLAN-LABEL: function written (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: the cell stores to the array otherwise than by an update of a later cell's element, or increments it or takes its address
// PLAN-LABEL: function unsigned_rows (entry)
// PLAN: gather {{[0-9]+}}:3: not applied to the updates of level: a counter is unsigned
// the read: the element as it was, plus the share of each source that ran, as unsigned; the
// updates gone; the scalar kept in the cell's own element at its end
// CHECK-LABEL: bulkcc_instance_diffuse(
// CHECK: int v = ((int)(((((unsigned int)(level[(((size_t)(y)) * 40u + (size_t)(x))])) + ((unsigned int)((((((int)((x - 1))) >= ((int)(0))) && ((((int)((x - 1))) + 1) < 40)) ? ((level[(((size_t)(y)) * 40u + (size_t)(((int)((x - 1)))))] * 7) / 16) : ((int)(0)))))) + ((unsigned int)((((((int)((y - 1))) >= ((int)(0))) && ((((int)((y - 1))) + 1) < 40)) ? ((level[(((size_t)(((int)((y - 1))))) * 40u + (size_t)(x))] * 9) / 16) : ((int)(0))))))));
// CHECK-NOT: +=
// CHECK: level[(((size_t)(y)) * 40u + (size_t)(x))] = error;
// CHECK-LABEL: bulkcc_instance_read_after(
