"""many_copies.py KIND N: a C file of N copies of one kind, for the test that their translation
grows with N, not with N * N. KIND: memcpy (N memcpy calls), members (a struct of N scalar
members copied whole), arrays (a struct of N array members copied whole)."""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
out = ["#include <string.h>"]
if kind == "memcpy":
    out.append("void f(float a[4], float b[4]) {")
    out += ["  memcpy(a, b, sizeof(float) * 4);"] * n
    out.append("}")
else:
    member = "float m%d;" if kind == "members" else "float m%d[2];"
    out.append("typedef struct {")
    out += ["  " + member % i for i in range(n)]
    out.append("} S;")
    last = "u.m%d" % (n - 1) if kind == "members" else "u.m%d[1]" % (n - 1)
    first = "t.m1" if kind == "members" else "t.m1[0]"
    out.append("void f(float a[2]) { S t, u; memset(&t, 0, sizeof t); %s = a[0]; u = t; a[1] = %s; }"
               % (first, last))
sys.stdout.write("\n".join(out) + "\n")
