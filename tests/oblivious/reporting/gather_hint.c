// An index on input data is refused with the way to accept it when scattered reads are wanted.
// RUN: not %bulkcc --check %s 2>&1 | FileCheck %s
float pick(const float a[8], const int k[1]) { return a[k[0] & 7]; }
// CHECK: gather_hint.c:3:62: error: array index depends on input data; bulk code must be oblivious (every address independent of the input); --allow-gather or '#pragma bulkcc gather' accepts it, at the cost of scattered reads
