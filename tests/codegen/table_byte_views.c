// A byte of a table's wider element read through a char view is emitted as that byte of the
// table, as the C reads it, on both targets: nvcc 13.0 miscompiles the shift form in loops of a
// constant count (gpu/table_byte_views.test). Views of an instance's arrays keep the shift form:
// their elements are laid out column-wise, so their bytes are not next to each other.
// RUN: %bulkcc %s -o - | FileCheck %s
// RUN: %bulkcc --target=cpu %s -o - | FileCheck %s
static const short tab[4] = {-60, 66, 97, 25};
void f(const unsigned short in[4], signed char out[8]) {
  const signed char *bytes = (const signed char *)tab;
  for (int i = 0; i < 8; i++) out[i] = (signed char)(bytes[i] + ((const unsigned char *)in)[i]);
}
// CHECK: out[{{.*}} = {{.*}}((const signed char *)bulkcc_t_tab)[(size_t)((bytes + i))]
// CHECK-SAME: (unsigned short)(in[{{.*}}])) >> ((i % 2LL) * 8LL)
