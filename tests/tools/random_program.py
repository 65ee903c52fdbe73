#!/usr/bin/env python3
"""random_program.py: writes a random oblivious C program for differential testing: entries with
array and scalar parameters of mixed types, local arrays, static helpers and tables, counted
loops (for, while, do), uniform ifs, switches, breaks and continues on counters, data-dependent
ifs and selects. Every index comes from loop counters and constants (in bounds by construction);
the program has no undefined behaviour on the driver's inputs (integers of at most 1000 in
magnitude): signed values are kept below 1009 by a remainder at every store, unsigned arithmetic
wraps, floats convert to integers only when in range. The same seed gives the same program.
With --gather some indices come from input data instead (reduced into bounds), for bulkcc's
--allow-gather.
    usage: random_program.py SEED [--gather]
"""
import random
import sys

SIGNED = ["int", "short", "long long", "signed char"]
UNSIGNED = ["unsigned", "unsigned char", "unsigned short", "unsigned long long", "_Bool"]
FLOATING = ["float", "double"]
TYPES = SIGNED[:3] + UNSIGNED + FLOATING + ["int", "float", "unsigned", "double"]


def kind(t):
    return "float" if t in FLOATING else "unsigned" if t in UNSIGNED else "signed"


class Array:
    def __init__(self, name, type_, dims, writable):
        self.name, self.type, self.dims, self.writable = name, type_, dims, writable


class Scalar:
    def __init__(self, name, type_, writable):
        self.name, self.type, self.writable = name, type_, writable


class Program:
    def __init__(self, seed, gather=False):
        self.r = random.Random(seed)
        self.gather = gather
        self.seed = seed
        self.names = 0
        self.helpers = []  # (name, return type, array param type, size, param is const)
        self.tables = []   # Array objects (file-scope static const)
        self.lines = []

    def fresh(self, prefix):
        self.names += 1
        return f"{prefix}{self.names}"

    # ---- expressions: (text) of the given type's kind, within the bounds described above ----

    def constant(self, t):
        r = self.r
        if kind(t) == "float":
            return r.choice(["0.5", "2.0", "0.25", "1.5", "3.0", "-1.0", "0.125"]) + ("f" if t == "float" else "")
        if kind(t) == "unsigned":
            return str(r.randint(0, 300)) + "u"
        return str(r.randint(-100, 100))

    def index(self, size, counters):
        """A counter expression reduced into [0, size): oblivious and in bounds."""
        r = self.r
        if not counters:
            return str(r.randrange(size))
        c = r.choice(counters)
        form = r.randrange(4)
        if form == 0 and c[2] < size:
            return c[0]
        if form == 1 and len(counters) > 1:
            d = r.choice(counters)
            return f"({c[0]} + {d[0]} * {r.randint(1, 3)}) % {size}"
        if form == 2 and c[2] < size:
            return f"{size - 1} - {c[0]}"
        return f"({c[0]} * {r.randint(1, 5)} + {r.randint(0, 7)}) % {size}"

    def element(self, arr, counters, env=None):
        if self.gather and env and self.r.random() < 0.15:  # an index from data, reduced into bounds
            d = arr.dims[0]
            data = self.leaf("int", dict(env, data_ok=False), counters)
            rest = "".join(f"[{self.index(e, counters)}]" for e in arr.dims[1:])
            return f"{arr.name}[(({data}) % {d} + {d}) % {d}]{rest}"
        return arr.name + "".join(f"[{self.index(d, counters)}]" for d in arr.dims)

    def leaf(self, t, env, counters):
        """A value usable in an expression of t's kind: bounded by 1008 when t is signed."""
        r = self.r
        choices = ["const"]
        if counters:
            choices.append("counter")
        arrays = env["arrays"] + self.tables
        if arrays:
            choices += ["array"] * 3
        if env["scalars"]:
            choices += ["scalar"] * 2
        pick = r.choice(choices)
        if pick == "const":
            return self.constant(t)
        if pick == "counter":
            return self.convert(r.choice(counters)[0], "int", t)
        if pick == "array":
            a = r.choice(arrays)
            return self.convert(self.element(a, counters, env), a.type, t)
        s = r.choice(env["scalars"])
        return self.convert(s.name, s.type, t)

    def convert(self, text, from_t, to_t):
        """text (of from_t) as a value for an expression of to_t's kind, without undefined behaviour:
        signed expressions compute in int on values below 1009; unsigned ones in unsigned int (not
        in the int that small unsigned types promote to, where products overflow); floating ones
        in floating point (not in int, whatever their leaves)."""
        fk, tk = kind(from_t), kind(to_t)
        if fk == "float" and tk != "float":
            text = f"({text} >= -1000 && {text} <= 1000 ? (int)({text}) : 7)"
            fk = "signed"
        if tk == "signed" and fk == "unsigned":
            return f"(int)({text} % 1009u)"
        if tk == "unsigned" and from_t != "unsigned":
            return f"(unsigned)({text})"
        if tk == "float" and fk != "float":
            return f"({to_t})({text})"
        return text

    def expr(self, t, env, counters, depth=0, products=1):
        r = self.r
        if depth >= 2 or r.random() < 0.3:
            return self.leaf(t, env, counters)
        k = kind(t)
        form = r.randrange(10)
        if form == 0 and env["data_ok"]:
            return f"({self.condition(env, counters)} ? {self.expr(t, env, counters, depth + 1, 0)} : " \
                   f"{self.expr(t, env, counters, depth + 1, 0)})"
        if form == 1 and self.helpers_for(env, pure=True):
            return self.helper_call(env, counters, t, pure=True)
        if form == 2 and k == "float":
            f = r.choice(["sqrt(fabs(%s))", "floor(%s)", "ceil(%s)", "fabs(%s)", "-(%s)"])
            return "(" + f % self.expr(t, env, counters, depth + 1, 0) + ")"
        if form == 2:
            return f"({r.choice(['!', '~' if k == 'unsigned' else '-'])}({self.expr(t, env, counters, depth + 1, 0)}))"
        if form == 3 and k != "float":
            return f"({self.expr(t, env, counters, depth + 1, 0)} {r.choice(['/', '%'])} {r.randint(1, 9)})"
        if form == 4 and k == "unsigned":
            op = r.choice(["^", "&", "|", "<<", ">>"])
            right = str(r.randint(0, 7)) if op in ("<<", ">>") else self.expr(t, env, counters, depth + 1, 0)
            return f"({self.expr(t, env, counters, depth + 1, 0)} {op} {right})"
        if form == 5:
            a, b = self.expr(t, env, counters, depth + 1, 0), self.expr(t, env, counters, depth + 1, 0)
            return f"({a} {r.choice(['<', '>', '<=', '==', '!='])} {b})"
        if form == 6 and k == "float" and r.random() < 0.5:
            return f"({self.expr(t, env, counters, depth + 1, 0)} / {self.expr(t, env, counters, depth + 1, 0)})"
        op = r.choice(["+", "-", "*"]) if products or k != "signed" else r.choice(["+", "-"])
        left = self.expr(t, env, counters, depth + 1, 0)
        right = self.expr(t, env, counters, depth + 1, 0)
        return f"({left} {op} {right})"

    def condition(self, env, counters):
        t = self.r.choice(TYPES)
        c = f"{self.expr(t, env, counters, 1)} {self.r.choice(['<', '>', '<=', '>=', '!='])} {self.expr(t, env, counters, 1)}"
        if self.r.random() < 0.2:
            c = f"({c}) && ({self.expr('int', env, counters, 1)} > 0)"
        return c

    def stored(self, t, text):
        """text as a value to store in t: signed stores are reduced below 1009."""
        if t == "_Bool":
            return f"({text}) != 0"
        if kind(t) == "signed":
            return f"({t})(({text}) % 1009)"
        return f"({t})({text})"

    # ---- helpers: static functions on one array and a scalar ----

    def helpers_for(self, env, pure=False):
        """Helpers callable on env's arrays; pure: only those that write nothing (in an expression,
        a helper's write and a read beside it would be unsequenced)."""
        return [h for h in self.helpers if (h[4] or not pure) and any(
            a.type == h[2] and a.dims == [h[3]] and (h[4] or a.writable) for a in env["arrays"])]

    def helper_call(self, env, counters, t, pure=False):
        h = self.r.choice(self.helpers_for(env, pure))
        name, ret, atype, size, const = h
        arr = self.r.choice([a for a in env["arrays"] if a.type == atype and a.dims == [size] and (const or a.writable)])
        i = self.index(size, counters)
        x = self.expr(ret, dict(env, data_ok=False), counters, 2)
        return self.convert(f"{name}({arr.name}, {i}, {x})", ret, t)

    def helper(self):
        r = self.r
        name = self.fresh("h")
        ret, atype = r.choice(TYPES), r.choice(TYPES)
        size, const = r.choice([4, 8, 16]), r.random() < 0.4
        arr = Array("v", atype, [size], not const)
        env = {"arrays": [arr], "scalars": [Scalar("x", ret, False), Scalar("i", "int", False)], "data_ok": True}
        self.lines.append(f"static {ret} {name}({'const ' if const else ''}{atype} v[{size}], int i, {ret} x) {{")
        if not const:
            self.lines.append(f"  v[i] = {self.stored(atype, self.expr(atype, env, [('i', 0, size - 1)]))};")
        self.lines.append(f"  return {self.stored(ret, self.expr(ret, env, [('i', 0, size - 1)]))};")
        self.lines.append("}")
        self.helpers.append((name, ret, atype, size, const))

    def table(self, ind=""):
        t = self.r.choice(TYPES)
        size = self.r.choice([5, 8, 16])
        name = self.fresh("tab")
        values = ", ".join(self.constant(t).lstrip("-") if kind(t) == "unsigned" else self.constant(t)
                           for _ in range(size))
        self.lines.append(f"{ind}static const {t} {name}[{size}] = {{{values}}};")
        self.tables.append(Array(name, t, [size], False))

    # ---- statements ----

    def assignment(self, env, counters, ind):
        r = self.r
        targets = [a for a in env["arrays"] if a.writable] + [s for s in env["scalars"] if s.writable]
        if not targets:
            return
        target = r.choice(targets)
        lhs = self.element(target, counters, env) if isinstance(target, Array) else target.name
        value = self.expr(target.type, env, counters)
        k = kind(target.type)
        if k != "signed" and target.type != "_Bool" and r.random() < 0.3:
            ops = ["+=", "-=", "*="] + (["^=", "|=", "&=", "<<="] if k == "unsigned" else [])
            op = r.choice(ops)
            if op == "<<=":
                value = str(r.randint(0, 3))
            self.lines.append(f"{ind}{lhs} {op} {value};" if r.random() < 0.8 else f"{ind}{lhs}{r.choice(['++', '--'])};")
            return
        if r.random() < 0.3:
            value = f"{lhs} + {value}" if k != "signed" else f"{lhs} + ({value}) % 1009"
        self.lines.append(f"{ind}{lhs} = {self.stored(target.type, value)};")

    def block(self, env, counters, ind, depth, loop_depth, trips):
        """Statements in braces: what they declare goes out of scope at the end."""
        sizes = {key: len(env[key]) for key in ("arrays", "scalars", "locals")}
        for _ in range(self.r.randint(1, 3)):
            self.statement(env, counters, ind, depth, loop_depth, trips)
        for key, n in sizes.items():
            del env[key][n:]

    def sweep(self, env, counters, ind, trips):
        """A loop over the whole of one array, as streaming code does."""
        r = self.r
        arrays = [a for a in env["arrays"] if a.writable and trips * a.dims[0] <= 3000]
        if not arrays:
            return self.assignment(env, counters, ind)
        a = r.choice(arrays)
        c = self.fresh("i")
        inner = counters + [(c, 0, a.dims[0] - 1)]
        rest = "".join(f"[{self.index(d, inner)}]" for d in a.dims[1:])
        value = self.expr(a.type, env, inner)
        if r.random() < 0.5:
            value = f"{a.name}[{c}]{rest} + {value}" if kind(a.type) != "signed" else f"{a.name}[{c}]{rest} + ({value}) % 1009"
        self.lines.append(f"{ind}for (int {c} = 0; {c} < {a.dims[0]}; {c}++) {a.name}[{c}]{rest} = {self.stored(a.type, value)};")

    def loop(self, env, counters, ind, depth, loop_depth, trips):
        """A counted loop (for up or down, while, do), perhaps with a jump on its counter."""
        r = self.r
        lo, hi = r.randint(0, 2), r.randint(3, 12)
        if trips * (hi - lo + 1) > 3000:
            return self.assignment(env, counters, ind)
        c = self.fresh("i")
        style = r.randrange(4)
        bound = f"{c} <= {hi}"
        if style == 0 and self.gather and r.random() < 0.3:  # a trip count on data (at most hi - lo + 1)
            bound += f" && {self.condition(env, counters)}"
        opening = [f"for (int {c} = {lo}; {bound}; {c}++) {{", f"for (int {c} = {hi}; {c} >= {lo}; {c}--) {{",
                   f"int {c} = {lo};\nwhile ({bound}) {{", f"int {c} = {lo};\ndo {{"][style]
        self.lines += [ind + line for line in opening.split("\n")]
        inner = counters + [(c, lo, hi)]
        if style >= 2 and r.random() < 0.3:  # a uniform jump: the counter must still advance
            self.lines.append(f"{ind}  if ({c} == {r.randint(lo, hi)}) {{ {c}++; continue; }}")
        elif style < 2 and r.random() < 0.3:
            self.lines.append(f"{ind}  if ({c} == {r.randint(lo, hi)}) {r.choice(['continue', 'break'])};")
        elif style < 2 and self.gather and r.random() < 0.3:  # a jump on data
            self.lines.append(f"{ind}  if ({self.condition(env, inner)}) {r.choice(['continue', 'break'])};")
        self.block(env, inner, ind + "  ", depth + 1, loop_depth + 1, trips * (hi - lo + 1))
        closing = ["}", "}", f"  {c}++;\n}}", f"  {c}++;\n}} while ({bound});"][style]
        self.lines += [ind + line for line in closing.split("\n")]

    def statement(self, env, counters, ind, depth, loop_depth, trips):
        r = self.r
        choice = r.randrange(12)
        if depth >= 4:
            choice = 0
        if choice == 10 and loop_depth < 3:
            self.sweep(env, counters, ind, trips)
        elif choice in (1, 2) and loop_depth < 3:
            self.loop(env, counters, ind, depth, loop_depth, trips)
        elif choice in (3, 4) and env["data_ok"]:
            self.lines.append(f"{ind}if ({self.condition(env, counters)}) {{")
            data_env = dict(env, data_ok=True)
            self.block(data_env, counters, ind + "  ", depth + 1, loop_depth, trips)
            if r.random() < 0.5:
                self.lines.append(f"{ind}}} else {{")
                self.block(data_env, counters, ind + "  ", depth + 1, loop_depth, trips)
            self.lines.append(f"{ind}}}")
        elif choice == 5 and counters:
            c = r.choice(counters)[0]
            self.lines.append(f"{ind}if ({c} % 2 == {r.randint(0, 1)}) {{")
            self.block(env, counters, ind + "  ", depth + 1, loop_depth, trips)
            self.lines.append(f"{ind}}}")
        elif choice == 6 and counters:
            c = r.choice(counters)[0]
            self.lines.append(f"{ind}switch ({c} % 3) {{")
            for case in ("case 0:", "case 1:", "default:"):
                self.lines.append(f"{ind}{case}")
                self.assignment(env, counters, ind + "  ")
                if self.lines[-1].endswith(":"):  # a label needs a statement after it
                    self.lines.append(f"{ind}  ;")
                if r.random() < 0.7:
                    self.lines.append(f"{ind}  break;")
            self.lines.append(f"{ind}}}")
        elif choice == 7 and len(env["locals"]) < 3:
            t = r.choice(TYPES)
            dims = r.choice([[3], [4], [8], [16], [3, 4], [150]])
            name = self.fresh("m")
            zs = [self.fresh("z") for _ in dims]
            self.lines.append(f"{ind}{t} {name}" + "".join(f"[{d}]" for d in dims) + ";")
            loops = " ".join(f"for (int {z} = 0; {z} < {d}; {z}++)" for z, d in zip(zs, dims))
            value = self.stored(t, self.expr(t, env, counters + [(z, 0, d - 1) for z, d in zip(zs, dims)]))
            self.lines.append(f"{ind}{loops} {name}" + "".join(f"[{z}]" for z in zs) + f" = {value};")
            arr = Array(name, t, dims, True)
            env["arrays"].append(arr)
            env["locals"].append(arr)
        elif choice == 8 and len(env["scalars"]) < 8:
            t = r.choice(TYPES)
            name = self.fresh("s")
            self.lines.append(f"{ind}{t} {name} = {self.stored(t, self.expr(t, env, counters))};")
            env["scalars"].append(Scalar(name, t, True))
        elif choice == 9 and self.helpers_for(env):
            self.lines.append(f"{ind}{self.helper_call(env, counters, 'int')};")
        else:
            self.assignment(env, counters, ind)

    def entry(self, name):
        r = self.r
        arrays, scalars, params = [], [], []
        for _ in range(r.randint(1, 3)):
            t = r.choice(TYPES)
            dims = r.choice([[4], [8], [13], [16], [3, 5], [4, 4], [160], [40, 5]])
            writable = r.random() < 0.7
            a = Array(self.fresh("a"), t, dims, writable)
            arrays.append(a)
            params.append(f"{'' if writable else 'const '}{t} {a.name}" + "".join(f"[{d}]" for d in dims))
        for _ in range(r.randint(0, 2)):
            t = r.choice(TYPES)
            s = Scalar(self.fresh("k"), t, False)
            scalars.append(s)
            params.append(f"{t} {s.name}")
        ret = r.choice(["void", "void"] + TYPES)
        self.lines.append(f"{ret} {name}({', '.join(params)}) {{")
        if r.random() < 0.3:  # a table of the function's own
            self.table("  ")
            arrays.append(self.tables.pop())
        env = {"arrays": list(arrays), "scalars": list(scalars), "locals": [], "data_ok": True}
        for _ in range(r.randint(2, 5)):
            self.statement(env, [], "  ", 0, 0, 1)
        if ret != "void":
            self.lines.append(f"  return {self.stored(ret, self.expr(ret, env, []))};")
        self.lines.append("}")

    def program(self):
        self.lines.append(f"// random_program.py {self.seed}")
        self.lines.append("#include <math.h>")
        for _ in range(self.r.randint(0, 1)):
            self.table()
        for _ in range(self.r.randint(0, 2)):
            self.helper()
        for e in range(self.r.randint(1, 2)):
            self.entry(f"entry{e}")
        return "\n".join(self.lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3) or (len(sys.argv) == 3 and sys.argv[2] != "--gather"):
        sys.exit("usage: random_program.py SEED [--gather]")
    sys.stdout.write(Program(int(sys.argv[1]), len(sys.argv) == 3).program())
