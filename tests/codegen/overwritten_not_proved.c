// An array is left out of the copy in only where evaluation proves that the entry writes every
// element, at places known before the run and under no condition on data, before any read of
// it. Each array here but helper_part (one element written by a helper, the rest by the entry) is
// copied in, and --report says why.
// RUN: %bulkcc --allow-gather --check --report %s | FileCheck %s --check-prefix=REPORT
// RUN: %bulkcc --allow-gather %s -o - | FileCheck %s
// RUN: %bulkcc --allow-gather --target=cpu %s -o - | FileCheck %s --check-prefix=CPU
static void clear_first(float v[4]) { v[0] = 0; }
void keep(const int idx[2], float gathered[8], float before[4], float helper_part[4], float late[4],
          float unknown_row[2][4], float helper_only[4], float noinit[4], float huge[16777217]) {
  for (int i = 0; i < 8; i++) gathered[i] = 0;
  gathered[idx[0] & 7] = 1; // a write at a data index: which element is not known
  before[0] = before[3];    // read before the entry writes it
  for (int i = 0; i < 4; i++) before[i] = 1;
  clear_first(helper_part); // a helper writes one element only
  for (int i = 0; i < 3; i++) helper_part[i + 1] = 2;
  for (int i = 0; i < 4; i++) {
    late[i] = (float)i;
    if (i == 2) late[1] += late[3]; // element 3 read before its write, in a later iteration
  }
  for (int i = 0; i < 8; i++) unknown_row[i / 4][i % 4] = 0;
  unknown_row[idx[1] & 1][0] = 3; // a row at an index not known before the run
  clear_first(helper_only); // its other elements come back as they were
  for (int i = 0; i < 4; i++) noinit[i] += 1; // reads what the caller passed
  huge[0] = 1;
}
// REPORT: copy: idx is copied in: the entry only reads it (const)
// REPORT-NEXT: copy: gathered is copied in: an element at an index not known before the run is written ({{.*}}overwritten_not_proved.c:{{[0-9]+}}:11)
// REPORT-NEXT: copy: before is copied in: element 3 may be read before the entry writes it ({{.*}}overwritten_not_proved.c:{{[0-9]+}}:21)
// REPORT-NEXT: copy: helper_part is not copied in: every element is written before any is read, on every path
// REPORT-NEXT: copy: late is copied in: element 3 may be read before the entry writes it
// REPORT-NEXT: copy: unknown_row is copied in: an element at an index not known before the run is written
// REPORT-NEXT: copy: helper_only is copied in: element 1 is not written on every path
// REPORT-NEXT: copy: noinit is copied in: element 0 may be read before the entry writes it
// REPORT-NEXT: copy: huge is copied in: it has more elements than the 16777216 the evaluation tracks
// CHECK-LABEL: extern "C" int keep_bulk_cuda(
// CHECK: {"idx", (void *)idx, 2u, sizeof(int), 1, 0},
// CHECK-NEXT: {"gathered", (void *)gathered, 8u, sizeof(float), 1, 1},
// CHECK-NEXT: {"before", (void *)before, 4u, sizeof(float), 1, 1},
// CHECK-NEXT: {"helper_part", (void *)helper_part, 4u, sizeof(float), 0, 1},
// CHECK-NEXT: {"late", (void *)late, 4u, sizeof(float), 1, 1},
// CHECK-NEXT: {"unknown_row", (void *)unknown_row, 8u, sizeof(float), 1, 1},
// CHECK-NEXT: {"helper_only", (void *)helper_only, 4u, sizeof(float), 1, 1},
// CHECK-NEXT: {"noinit", (void *)noinit, 4u, sizeof(float), 1, 1},
// CHECK-NEXT: {"huge", (void *)huge, 16777217u, sizeof(float), 1, 1},
// CPU-LABEL: int keep_bulk_cpu(
// CPU: bulk_cpu_chunk_in(bulk_c_gathered,
// CPU: bulk_cpu_chunk_in(bulk_c_before,
// CPU: bulk_cpu_chunk_fresh(bulk_c_helper_part,
// CPU: bulk_cpu_chunk_in(bulk_c_late,
// CPU: bulk_cpu_chunk_in(bulk_c_unknown_row,
// CPU: bulk_cpu_chunk_in(bulk_c_helper_only,
// CPU: bulk_cpu_chunk_in(bulk_c_noinit,
// CPU: bulk_cpu_chunk_in(bulk_c_huge,
