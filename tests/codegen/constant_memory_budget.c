// CUDA's constant memory holds 64 KiB per program: tables go there while they fit together, with
// room for alignment (each of these three 32 KiB tables went there, 96 KiB in all, which ptxas
// refuses); the others stay in global memory, and a small table still fits after them.
// RUN: %bulkcc %s -o - | FileCheck %s
static const float a[8192] = {1, 2};
static const float b[8192] = {3, 4};
static const float c[8192] = {5, 6};
static const float d[4] = {7, 8};
float sum(float x[2]) { return a[1] + b[1] + c[1] + d[1] + x[0]; }
// CHECK: static __constant__ const float bulkcc_t_a[8192] = {
// CHECK: static __device__ const float bulkcc_t_b[8192] = {
// CHECK: static __device__ const float bulkcc_t_c[8192] = {
// CHECK: static __constant__ const float bulkcc_t_d[4] = {
