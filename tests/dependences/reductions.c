// Each associative update of a scalar, with what reordering it keeps exact.
// RUN: %bulkcc --dump=plan %s | FileCheck %s
#include <math.h>
int sum(const int a[32]) {
  int s = 0;
  for (int i = 0; i < 32; i++) s += a[i];
  return s;
}
unsigned bits(const unsigned a[32]) {
  unsigned s = 0, x = ~0u;
  for (int i = 0; i < 32; i++) {
    s |= a[i];
    x &= a[i] >> 1;
  }
  return s ^ x;
}
float largest(const float a[32]) {
  float m = -INFINITY;
  for (int i = 0; i < 32; i++) m = a[i] > m ? a[i] : m;
  return m;
}
float smallest_last(const float a[32]) {
  float m = INFINITY;
  for (int i = 0; i < 32; i++)
    if (a[i] <= m) m = a[i];
  return m;
}
float library_min(const float a[32]) {
  float m = INFINITY;
  for (int i = 0; i < 32; i++) m = fminf(m, a[i]);
  return m;
}
double product(const double a[32]) {
  double p = 1;
  for (int i = 0; i < 32; i++) p *= a[i];
  return p;
}
int count(const int a[32]) {
  int n = 0;
  for (int i = 0; i < 32; i++)
    if (a[i] > 3) n++;
  return n;
}
int not_a_reduction(const int a[32]) {
  int s = 1;
  for (int i = 0; i < 32; i++) s = s * 2 + a[i];
  return s;
}
int two_operators(const int a[32]) {
  int s = 0;
  for (int i = 0; i < 32; i++) {
    s += a[i];
    s ^= i;
  }
  return s;
}
// CHECK-LABEL: function sum (
// CHECK: for 6:3: reduction + over s{{$}}
// CHECK-LABEL: function bits (
// CHECK: for 11:3: reduction | over s, & over x{{$}}
// CHECK-LABEL: function largest (
// CHECK: for 19:3: reduction max over m (ties keep the earliest){{$}}
// CHECK-LABEL: function smallest_last (
// CHECK: for 24:3: reduction min over m (ties keep the latest){{$}}
// CHECK-LABEL: function library_min (
// CHECK: for 30:3: reduction min over m (another order rounds otherwise: only with --reassociate){{$}}
// CHECK-LABEL: function product (
// CHECK: for 35:3: reduction * over p (another order rounds otherwise: only with --reassociate){{$}}
// CHECK-LABEL: function count (
// CHECK: for 40:3: reduction + over n{{$}}
// CHECK-LABEL: function not_a_reduction (
// CHECK: for 46:3: sequential, carries flow on s at distance 1..31{{$}}
// CHECK-LABEL: function two_operators (
// CHECK: for 51:3: sequential, carries flow on s at distance 1..31{{$}}
int truncated_steps(const int a[32]) {
  int s = 0;
  for (int i = 0; i < 32; i++) s += (a[i] & 1) ? 1.5 : -0.75;
  return s;
}
// An integer updated by a floating operand is truncated at every step: no grouping of the steps
// gives its value, so the loop carries s.
// CHECK-LABEL: function truncated_steps (
// CHECK: for 77:3: sequential, carries flow on s at distance 1..31{{$}}
unsigned char written_out(const unsigned char a[32]) {
  unsigned char x = 0, o = 0, d = 9;
  int w = 0;
  for (int i = 0; i < 32; i++) {
    x = x ^ a[i];
    o = a[i] | o;
    d = d - a[i];
    w = w + (long long)a[i];
  }
  return x + o + d + w;
}
// `s = s op e` is `s op= e`: computed in the promoted type (int, or a cast's wider type) and
// converted back to s's, whose bits are the same in any grouping.
// CHECK-LABEL: function written_out (
// CHECK: for 87:3: reduction ^ over x, | over o, + over d, + over w{{$}}
int cut_sum(const int a[32]) {
  int s = 0;
  for (int i = 0; i < 32; i++) s = (short)(s + a[i]);
  return s;
}
int cut_value(const int a[32]) {
  int s = 0;
  for (int i = 0; i < 32; i++) s = (short)s + a[i];
  return s;
}
double float_steps(const double a[32]) {
  double s = 0;
  for (int i = 0; i < 32; i++) s = (float)(s + a[i]);
  return s;
}
// A cast to a narrower type cuts every step's value (to a short, or rounds it to a float): no
// grouping of the steps gives it.
// CHECK-LABEL: function cut_sum (
// CHECK: for 101:3: sequential, carries flow on s at distance 1..31{{$}}
// CHECK-LABEL: function cut_value (
// CHECK: for 106:3: sequential, carries flow on s at distance 1..31{{$}}
// CHECK-LABEL: function float_steps (
// CHECK: for 111:3: sequential, carries flow on s at distance 1..31{{$}}
int compare_cut(const int a[32]) {
  int m = 1 << 20;
  for (int i = 0; i < 32; i++)
    if (a[i] * 100 < (short)m) m = a[i] * 100;
  return m;
}
int store_cut(const int a[32]) {
  int m = 1 << 20;
  for (int i = 0; i < 32; i++)
    if (a[i] < m) m = (short)a[i];
  return m;
}
short store_narrows(const int a[32]) {
  short m = 1000;
  for (int i = 0; i < 32; i++)
    if (a[i] < m) m = a[i];
  return m;
}
float rounds_to_float(const double a[32]) {
  float m = 1e30f;
  for (int i = 0; i < 32; i++) m = a[i] < m ? a[i] : m;
  return m;
}
long long widens(const int a[32], const short b[32]) {
  long long m = 0;
  int k = 1 << 20;
  for (int i = 0; i < 32; i++) {
    m = a[i] > m ? a[i] : m;
    if (b[i] < k) k = b[i];
  }
  return m + k;
}
// A minimum or maximum compares values and keeps one: a cast that changes a value (s compared as
// a short, the kept value cut to a short or rounded to a float, an int stored into a short) makes
// the update another operation; casts that keep every value (int into long long, short into int)
// do not.
// CHECK-LABEL: function compare_cut (
// CHECK: for 124:3: sequential, carries flow on m at distance 1..31{{$}}
// CHECK-LABEL: function store_cut (
// CHECK: for 130:3: sequential, carries flow on m at distance 1..31{{$}}
// CHECK-LABEL: function store_narrows (
// CHECK: for 136:3: sequential, carries flow on m at distance 1..31{{$}}
// CHECK-LABEL: function rounds_to_float (
// CHECK: for 142:3: sequential, carries flow on m at distance 1..31{{$}}
// CHECK-LABEL: function widens (
// CHECK: for 148:3: reduction max over m (ties keep the earliest), min over k (ties keep the earliest){{$}}
_Bool truths(const int a[32], const int b[32]) {
  _Bool o = 0, x = 0, d = 1;
  for (int i = 0; i < 32; i++) {
    o |= a[i];
    x ^= a[i];
    d &= b[i];
  }
  return o + x + d;
}
// A _Bool keeps whether its value is nonzero: |= is an or of truths and &= an and of low bits,
// in any order; x ^= 2 sets x whatever it held, so ^ carries the loop's order.
// CHECK-LABEL: function truths (
// CHECK: for 170:3: sequential, carries flow on x at distance 1..31{{$}}
