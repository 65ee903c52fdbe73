#!/usr/bin/env python3
r"""random_program.py: writes a random oblivious C program for differential testing: entries with
array and scalar parameters of mixed types, local arrays, static helpers and tables, counted
loops (for, while, do), uniform ifs, switches, breaks and continues on counters, data-dependent
ifs and selects. Every index comes from loop counters and constants (in bounds by construction);
the program has no undefined behaviour on the driver's inputs (integers of at most 1000 in
magnitude): signed values are kept below 1009 by a remainder at every store, unsigned arithmetic
wraps, floats convert to integers only when in range. The same seed gives the same program.
With --gather some indices come from input data instead (reduced into bounds), for bulkcc's
--allow-gather. gcc compiles the programs with -Wall -Wextra; warnings of static helpers and
constants left unused, and of comparisons gcc finds always true, may remain.

--classes=LIST (or RANDOM_CLASSES in the environment) adds constructs of further classes, each
with a probability (comma-separated; "all" for every one, "none" for none; the default is
DEFAULT_CLASSES). With no class on, a seed gives the program it always gave.
  wrap      unsigned and narrow loop counters, counters that wrap past their type's maximum,
            unsigned index arithmetic that wraps back into range (a[i + 4294967295u])
  shapes    helpers taking a row of a 2-D array, 2-D array parameters, [static N], [restrict N],
            [const N] parameters
  const     const scalars at file scope, static const and const scalars in functions
  chars     character constants: '\e', '\0', L'\xffffffff', u'a', U'a', sizeof(u'a')
  multichar multi-character constants ('ab', '\0a'); gcc's -Wmultichar is turned off by a pragma
  comma     comma expressions in initializers and helper arguments
  names     names that clash with emitted ones or with C++ keywords (new, new_, g, g_bulk, size_t,
            bulk_..., class, p, sqrt as a local name)
  sizeof    sizeof of array parameters (the pointer's size) and of local arrays; gcc's
            -Wsizeof-array-argument is turned off by a pragma
  signbit   signbit on float and double values (its truth, and 0 for a NaN, whose sign C leaves open)
  selectmul s *= x inside ifs on data (selects) and chains of floating-point products
  uniform   an entry's int parameter shared by every instance (--uniform NAME=0..HI, written in
            the program's "// BULKCC-FLAGS:" line) as the bound of counted loops; drawn from a
            generator of its own, so that the other classes' programs stay as they were
The classes below are not on by default (bulkcc does not yet pass all their programs); "all"
and their names turn them on. They draw from a generator of their own, as uniform does.
  intedge   counted loops whose counters run next to INT_MAX or INT_MIN (the body sees the
            counter less its offset), some of more than 32 iterations (load-ahead groups)
  memcalls  memcpy, memmove (overlapping, within one array) and memset on parts of 1-D arrays,
            with sizes of whole elements (n * sizeof a[0]), in bounds
  structs   entries taking a pointer to a struct (const or not) of scalar and array members, and
            local structs initialized to {0}, their members used as any scalar or array
  sizeofs   sizeof of scalars, of types and of array elements
  structnames  (turns structs on) struct members named as C++ keywords (new, class, this, and),
            struct parameters and locals named bulk, bulkctx, ...; structs with a tag beside the
            typedef, one named both ways in an entry's parameters (struct tagS1 *a, S1 *b)
  pointers  (turns structs on) pointers into 1-D arrays at constant offsets (const T *p = a + 2),
            walking them by a stride in loops of constant trip count (p += 4), a parameter moved
            in the body (a += 2), sizeof of pointers, of member arrays through a pointer (sizeof
            s->a) and of what pointers point to, memset(s->a, 0, sizeof s->a)
  unsized   1-D array parameters declared T *x or T x[], their extent from the accesses, or given
            as --extent NAME=N in the "// BULKCC-FLAGS:" line (always where no access reaches one)
  uniformdata  an int parameter made --uniform with a range LO..HI, a loop bound, then assigned
            input data under an if on input data and read as any scalar after that
The newest classes, drawn from a generator of their own too:
  views     1-D integer arrays read and written through another integer type, one of the two a
            character type (((const unsigned *)bytes)[i], *(const unsigned char *)(a + 2),
            ((unsigned *)out)[k] ^= ..., a pointer variable of a view walked by w++); wider views
            only of parameters whose instances stay aligned for them
  uniformrange  a --uniform parameter of a narrow, unsigned or 64-bit type with a range next to
            its type's least or largest value, the bound of a loop on a counter of that type; and a
            range outside the type's values ("// BULKCC-REFUSED-FLAGS:"), which bulkcc must refuse
            with the message in "// BULKCC-REFUSED-SAYS:"
  failcalls a chunk size and a chunk that fails ("// BULK-ENV: BULK_CHUNK_BYTES=N
            BULK_FAIL_CHUNK=K", for the checking driver's run), whose failed calls must keep
            NAME_bulk's promise (results before completed, inputs after)
  library   what library code writes: null tests of array parameters at an entry's start
            (if (!a) return ...;), labels on for loops, struct locals given values (braces left
            out where C lets them be)
    usage: random_program.py SEED [--gather] [--classes=LIST]
"""
import os
import random
import re
import sys

CLASSES = ["wrap", "shapes", "const", "chars", "multichar", "comma", "names", "sizeof", "signbit",
           "selectmul", "uniform"]
# the classes on by default: those bulkcc translates as C means it
DEFAULT_CLASSES = list(CLASSES)
# classes of constructs added later, on only when named or with "all"
CLASSES += ["intedge", "memcalls", "structs", "sizeofs"]
# classes added after those, drawn from a generator of their own (as the later classes are)
CLASSES += ["structnames", "pointers", "unsized", "uniformdata"]
# the newest classes, drawn from a generator of their own
CLASSES += ["views", "uniformrange", "failcalls", "library"]
# the classes that use structs: they turn the structs class on
NEEDS_STRUCTS = {"structnames", "pointers"}
INT_MAX, INT_MIN = 2147483647, -2147483648
# narrow and unsigned counter types of the wrap class
COUNTER_TYPES = ["unsigned", "unsigned char", "signed char", "short", "unsigned short", "long long",
                 "unsigned long long"]
# names of the names class: each used at most once per program
CLASH_NAMES = ["new", "new_", "g", "g_bulk", "size_t", "bulk_t", "bulk_l", "bulk_p", "bulk_n",
               "bulk_lo", "bulk_alloc", "bulk_strerror", "bulk_timing", "p", "timing", "result",
               "class", "this", "template", "delete", "operator", "bool", "true", "false",
               "threadIdx", "blockIdx"]
# entry names that are C++ keywords or emitted names' stems (not bulk...: an entry named so is refused)
CLASH_ENTRIES = ["new", "class", "this", "template", "delete", "g", "kernel"]
# structnames: members named as C++ keywords (and alternative tokens), and struct variables whose
# names begin with bulk, the runtime's and the emitted code's prefix
KEYWORD_MEMBERS = ["new", "class", "this", "and", "or", "not", "xor", "delete", "template", "operator",
                   "private", "public", "namespace", "typename", "virtual", "friend", "bool", "true"]
BULK_STRUCT_NAMES = ["bulk", "bulkctx", "bulkst", "bulk_ctx", "bulkstate", "bulk0", "bulks"]

SIGNED = ["int", "short", "long long", "signed char"]
UNSIGNED = ["unsigned", "unsigned char", "unsigned short", "unsigned long long", "_Bool"]
FLOATING = ["float", "double"]
TYPES = SIGNED[:3] + UNSIGNED + FLOATING + ["int", "float", "unsigned", "double"]
# views: the integer types an array may be viewed through, their sizes; reads only through those
# whose values stay within the signed expressions' bound
SIZES = {"signed char": 1, "unsigned char": 1, "short": 2, "unsigned short": 2, "int": 4, "unsigned": 4,
         "long long": 8, "unsigned long long": 8}
CHAR_TYPES = ("signed char", "unsigned char")
VIEW_READS = ["unsigned char", "signed char", "unsigned short", "unsigned", "unsigned long long"]
# uniformrange: each type's values (an unsigned long long range's bounds are long long's, as bulkcc's)
TYPE_RANGES = {"signed char": (-128, 127), "unsigned char": (0, 255), "short": (-32768, 32767),
               "unsigned short": (0, 65535), "int": (INT_MIN, INT_MAX), "unsigned": (0, 4294967295),
               "long long": (-2**63, 2**63 - 1), "unsigned long long": (0, 2**64 - 1)}


def kind(t):
    return "float" if t in FLOATING else "unsigned" if t in UNSIGNED else "signed"


class Array:
    def __init__(self, name, type_, dims, writable, member=False, base=None):
        self.name, self.type, self.dims, self.writable = name, type_, dims, writable
        self.member = member  # a struct's member (p->v): sizeof of it is not a parameter's
        self.base = base  # a pointer into another array (pointers class): that array
        self.pointer = base is not None  # sizeof of it is a pointer's
        self.parameter = False  # an entry's array parameter: each instance's starts 16-byte aligned
        self.walked_wider = False  # views: a pointer variable of a wider view starts in it (a moved
        # parameter's offset is then not known to be a whole number of the view's elements)

    def root(self):
        """The array this one is (or points into): two of one root overlap."""
        return self.base.root() if self.base else self


class Scalar:
    def __init__(self, name, type_, writable):
        self.name, self.type, self.writable = name, type_, writable


class Helper:
    """A static helper on one array parameter v (of dims), an index i into its first dimension and
    a scalar x; qualifier goes inside the first brackets (static, restrict, const)."""
    def __init__(self, name, ret, atype, dims, const, qualifier=""):
        self.name, self.ret, self.atype, self.dims, self.const = name, ret, atype, dims, const
        self.qualifier = qualifier


class Program:
    def __init__(self, seed, gather=False, classes=()):
        self.r = random.Random(seed)
        self.gather = gather
        self.seed = seed
        self.classes = set(classes)
        self.names = 0
        self.helpers = []  # Helper objects
        self.tables = []   # Array objects (file-scope static const)
        self.globals = []  # Scalar objects (file-scope const)
        self.clash_left = list(CLASH_NAMES)
        self.lines = []
        self.ru = random.Random(seed * 7919 + 17)  # the uniform class's own draws
        self.uniform_flags = []  # --uniform options the program needs
        self.rx = random.Random(seed * 104729 + 71)  # the later classes' own draws
        self.structs = []  # (name, [(member, type, dims or None)]) of the structs class
        self.struct_tags = {}  # structnames: a struct's other spelling (struct TAG) by its typedef
        if self.classes & NEEDS_STRUCTS:
            self.classes.add("structs")
        self.ry = random.Random(seed * 1299709 + 53)  # the classes added after the later ones
        self.struct_variables = set()  # structnames: bulk... names taken in the entry
        self.extent_flags = []  # unsized: --extent options the program needs
        self.rz = random.Random(seed * 15485863 + 29)  # the newest classes' own draws
        self.refused_flags = None  # uniformrange: (the flag, one that must be refused, what bulkcc says)
        self.run_env = []  # failcalls: the checking driver's environment

    def on_uniform(self, probability):
        return "uniform" in self.classes and self.ru.random() < probability

    def on_later(self, cls, probability):
        """Whether to use a construct of a later class now (its own generator)."""
        return cls in self.classes and self.rx.random() < probability

    def on_new(self, cls, probability):
        """Whether to use a construct of a class added after the later ones (their generator)."""
        return cls in self.classes and self.ry.random() < probability

    def on_newest(self, cls, probability):
        """Whether to use a construct of one of the newest classes (their generator)."""
        return cls in self.classes and self.rz.random() < probability

    def drawing_with(self, generator, build, *args):
        """build(*args) drawing from a class's own generator in place of the program's, so that the
        program's own draws stay as they were."""
        saved, self.r = self.r, generator
        try:
            return build(*args)
        finally:
            self.r = saved

    def drawing_newest(self, build, *args):
        """build(*args) drawing from the newest classes' generator."""
        return self.drawing_with(self.rz, build, *args)

    def drawing_new(self, build, *args):
        """build(*args) drawing from the generator of the classes added after the later ones."""
        return self.drawing_with(self.ry, build, *args)

    def drawing_later(self, build, *args):
        """build(*args) with the later classes' generator."""
        return self.drawing_with(self.rx, build, *args)

    def on(self, cls, probability=1.0):
        """Whether to use a construct of class cls now: draws from the generator only when the class
        is on, so that with no class on the programs are those of old."""
        return cls in self.classes and self.r.random() < probability

    def fresh(self, prefix):
        self.names += 1
        return f"{prefix}{self.names}"

    def name(self, prefix):
        """A fresh name, or under the names class sometimes one that clashes with emitted names."""
        if self.clash_left and self.on("names", 0.25):
            return self.clash_left.pop(self.r.randrange(len(self.clash_left)))
        return self.fresh(prefix)

    # ---- expressions: (text) of the given type's kind, within the bounds described above ----

    def constant(self, t):
        r = self.r
        if kind(t) == "float":
            return r.choice(["0.5", "2.0", "0.25", "1.5", "3.0", "-1.0", "0.125"]) + ("f" if t == "float" else "")
        if t not in ("unsigned char", "unsigned short", "signed char", "_Bool") and self.on("chars", 0.15):
            return self.character(t)  # (not where a table or constant of a narrow type would overflow)
        if kind(t) == "unsigned":
            return str(r.randint(0, 300)) + "u"
        return str(r.randint(-100, 100))

    def character(self, t):
        """A character constant (chars and multichar classes) as a value of t's kind, with its C type."""
        forms = [("'a'", "int"), ("'\\\\e'", "int"), ("'\\\\0'", "int"), ("'\\\\n'", "int"), ("'\\\\377'", "int"),
                 ("L'a'", "int"), ("L'\\\\xffffffff'", "int"), ("u'a'", "unsigned short"),
                 ("u'\\\\xffff'", "unsigned short"), ("U'a'", "unsigned"), ("U'\\\\xffffffff'", "unsigned"),
                 ("sizeof(u'a')", "unsigned long long"), ("sizeof('a')", "unsigned long long"),
                 ("sizeof(L'a')", "unsigned long long")]
        if "multichar" in self.classes:
            forms += [("('ab' % 1009)", "int"), ("('\\\\0a' % 1009)", "int"), ("('abcd' % 1009)", "int")]
        text, ctype = self.r.choice(forms)
        return self.convert(text.replace("\\\\", "\\"), ctype, t)

    def index(self, size, counters):
        """A counter expression reduced into [0, size): oblivious and in bounds."""
        r = self.r
        if not counters:
            return str(r.randrange(size))
        if self.on("wrap", 0.2):  # unsigned arithmetic that wraps back into range
            c = r.choice(counters)
            form = r.randrange(4)
            # (a 64-bit counter does not wrap at 2^32: long long + 4294967295u is past the end)
            if form == 0 and c[1] >= 1 and c[2] - 1 < size and kind(c[3]) != "unsigned" and c[3] != "long long":
                return f"{c[0]} + {r.choice(['4294967295u', '0xFFFFFFFFu'])}"
            if form == 1 and c[1] >= 1 and c[2] - 1 < size:
                return f"(unsigned)({c[0]}) + 4294967295u"
            if form == 2:
                return f"((unsigned)({c[0]}) * {r.randint(1, 7)}u + {r.choice(['4294967291u', '4000000000u', '65535u'])}) % {size}u"
            inner = self.index(size, counters)
            return f"(unsigned)({inner}) + 1u + 4294967295u"
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
        scalars = env["scalars"] + self.globals
        if scalars:
            choices += ["scalar"] * 2
        if self.on_newest("views", 0.1):
            view = self.drawing_newest(self.view_read, env, counters)
            if view:
                return self.convert(view[0], view[1], t)
        pick = r.choice(choices)
        if pick == "const":
            if self.on_new("pointers", 0.15):
                return self.convert(self.sizeof_pointer(env), "unsigned long long", t)
            if self.on_later("sizeofs", 0.2):
                return self.convert(self.sizeof_other(env), "unsigned long long", t)
            if self.on("sizeof", 0.2) and [a for a in env["arrays"] if not a.member]:
                a = r.choice([a for a in env["arrays"] if not a.member])  # a parameter's: a pointer's
                return self.convert(r.choice([f"sizeof({a.name})", f"sizeof({a.name}[0])", f"sizeof {a.name}"]),
                                    "unsigned long long", t)
            return self.constant(t)
        if pick == "counter":
            c = r.choice(counters)
            return self.convert(c[0], c[3], t)
        if pick == "array":
            a = r.choice(arrays)
            value = self.element(a, counters, env)
            if kind(a.type) == "float" and self.on("signbit", 0.15):
                return self.convert(self.sign_of(value), "int", t)
            return self.convert(value, a.type, t)
        s = r.choice(scalars)
        if kind(s.type) == "float" and self.on("signbit", 0.15):
            # only its truth: C gives signbit any nonzero value, and gcc's differs between scalar
            # and vectorised code (INT_MIN and 1 for a float)
            return self.convert(self.sign_of(s.name), "int", t)
        return self.convert(s.name, s.type, t)

    def sizeof_other(self, env):
        """sizeof of a scalar, a type or an array's element (sizeofs class)."""
        rx = self.rx
        forms = [f"sizeof({rx.choice(TYPES)})"]
        if env["scalars"]:
            v = rx.choice(env["scalars"]).name
            forms += [f"sizeof({v})", f"sizeof {v}", f"sizeof({v} + 1)"]
        if env["arrays"]:
            a = rx.choice(env["arrays"])
            forms += [f"sizeof({a.name}[0])", f"sizeof {a.name}[0]" + "[0]" * (len(a.dims) - 1)]
        if self.structs:
            forms.append(f"sizeof({rx.choice(self.structs)[0]})")
        return rx.choice(forms)

    def sizeof_pointer(self, env):
        """sizeof of a pointer (a pointer variable, an array plus an offset, &a[k], a moved or
        unsized parameter), of a whole array (a member through a pointer: s->a) or of what a
        pointer points to (pointers class)."""
        ry = self.ry
        forms = [f"sizeof({ry.choice(TYPES)} *)"]
        for a in env["arrays"]:
            first = "[0]" * (len(a.dims) - 1)
            forms += [f"sizeof({a.name} + 1)", f"sizeof(&{a.name}[1]{first})", f"sizeof {a.name}"]
            if a.pointer:
                forms += [f"sizeof(*{a.name})", f"sizeof {a.name}[0]", f"sizeof({a.name} + 0)"]
            if a.member:
                forms += [f"sizeof({a.name})", f"sizeof {a.name}[0]"]
                if "->" in a.name:
                    forms += [f"sizeof *{a.name.split('->')[0]}", f"sizeof({a.name.split('->')[0]})"]
        return ry.choice(forms)

    @staticmethod
    def sign_of(value):
        """signbit's truth, and 0 for a NaN: C leaves the sign of a NaN that arithmetic makes (0/0)
        open, and gcc's folded constants and x86's instructions give different ones"""
        return f"(!isnan({value}) && signbit({value}) != 0)"

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

    def truth(self, t, text):
        """A truth value (an int 0 or 1) as a value of t's kind: unsigned and floating expressions
        never compute in int, where ~ and << of a negative value, or a division by 0, are undefined."""
        k = kind(t)
        if k == "unsigned":
            return f"(0u + ({text}))"
        if k == "float":
            return f"({t})({text})"
        return f"(0 + ({text}))"

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
            functions = ["sqrt(fabs(%s))", "floor(%s)", "ceil(%s)", "fabs(%s)", "-(%s)"]
            f = r.choice(functions)
            if f.startswith("sqrt") and "sqrt" in env.get("shadowed", ()):
                f = "fabs(%s)"
            return "(" + f % self.expr(t, env, counters, depth + 1, 0) + ")"
        if form == 2:
            op = r.choice(['!', '~' if k == 'unsigned' else '-'])
            operand = self.expr(t, env, counters, depth + 1, 0)
            if op == "!" and operand.rstrip("u").lstrip("-").isdigit():  # gcc: always true or false
                op = "~" if k == "unsigned" else "-"
            if op == "!":
                return self.truth(t, f"({operand}) == 0")
            return f"({op}({operand}))"
        if form == 3 and k != "float":
            return f"({self.expr(t, env, counters, depth + 1, 0)} {r.choice(['/', '%'])} {r.randint(1, 9)})"
        if form == 4 and k == "unsigned":
            op = r.choice(["^", "&", "|", "<<", ">>"])
            right = str(r.randint(0, 7)) if op in ("<<", ">>") else self.expr(t, env, counters, depth + 1, 0)
            left = self.expr(t, env, counters, depth + 1, 0)
            if op == "|" and any(re.fullmatch(r"\(~\(\d+u\)\)", side) for side in (left, right)):
                op = "^"  # x | ~K is never 0: gcc warns of the comparison with 0 it may meet
            return f"({left} {op} {right})"
        if form == 5:
            a, b = self.expr(t, env, counters, depth + 1, 0), self.expr(t, env, counters, depth + 1, 0)
            op = r.choice(['<', '>', '<=', '==', '!='])
            return self.truth(t, f"{a} {op} {self.distinct(a, b, t)}")
        if form == 6 and k == "float" and r.random() < 0.5:
            return f"({self.expr(t, env, counters, depth + 1, 0)} / {self.expr(t, env, counters, depth + 1, 0)})"
        if k == "float" and self.on("selectmul", 0.3):  # a chain of products, rounded one by one
            factors = [self.expr(t, env, counters, depth + 1, 0) for _ in range(r.randint(3, 4))]
            return "(" + " * ".join(factors) + ")"
        op = r.choice(["+", "-", "*"]) if products or k != "signed" else r.choice(["+", "-"])
        left = self.expr(t, env, counters, depth + 1, 0)
        right = self.expr(t, env, counters, depth + 1, 0)
        return f"({left} {op} {right})"

    @staticmethod
    def distinct(left, right, t):
        """right, or a constant if it is left's very text (gcc warns of a self-comparison)."""
        if left != right:
            return right
        return {"float": "1.0", "unsigned": "1u"}.get(kind(t), "1")

    def condition(self, env, counters):
        t = self.r.choice(TYPES)
        left = self.expr(t, env, counters, 1)
        op = self.r.choice(['<', '>', '<=', '>=', '!='])
        c = f"{left} {op} {self.distinct(left, self.expr(t, env, counters, 1), t)}"
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

    def arguments_for(self, h, env):
        """What env offers to h's array parameter: whole arrays of its shape, or (shapes class) rows
        of arrays with one more dimension, as (array, text of the row's first indices or None)."""
        found = []
        for a in env["arrays"]:
            if not (h.const or a.writable) or a.type != h.atype:
                continue
            if a.dims == h.dims:
                found.append((a, False))
            elif "shapes" in self.classes and a.dims[1:] == h.dims:
                found.append((a, True))
        return found

    def helpers_for(self, env, pure=False):
        """Helpers callable on env's arrays; pure: only those that write nothing (in an expression,
        a helper's write and a read beside it would be unsequenced)."""
        return [h for h in self.helpers if (h.const or not pure) and self.arguments_for(h, env)]

    def helper_call(self, env, counters, t, pure=False, statement=False):
        h = self.r.choice(self.helpers_for(env, pure))
        a, row = self.r.choice(self.arguments_for(h, env))
        argument = f"{a.name}[{self.index(a.dims[0], counters)}]" if row else a.name
        i = self.index(h.dims[0], counters)
        x = self.expr(h.ret, dict(env, data_ok=False), counters, 2)
        if h.ret == "_Bool":
            x = f"({x}) != 0"
        if self.on("comma", 0.3):
            i = f"((void)({self.leaf('int', dict(env, data_ok=False), counters)}), {i})"
        call = f"{h.name}({argument}, {i}, {x})"
        if statement:
            return f"(void){call}"
        return self.convert(call, h.ret, t)

    def helper(self):
        r = self.r
        name = self.fresh("h")
        ret, atype = r.choice(TYPES), r.choice(TYPES)
        size, const = r.choice([4, 8, 16]), r.random() < 0.4
        dims, qualifier = [size], ""
        if self.on("shapes", 0.6):
            dims = r.choice([[4], [5], [16], [4, 4], [3, 5], [40, 5], [2, 3, 5]])
            qualifier = r.choice(["", "static ", "restrict ", "const ", "static const "])
        arr = Array("v", atype, dims, not const)
        env = {"arrays": [arr], "scalars": [Scalar("x", ret, False), Scalar("i", "int", False)], "data_ok": True}
        counters = [('i', 0, dims[0] - 1, "int")]
        brackets = f"[{qualifier}{dims[0]}]" + "".join(f"[{d}]" for d in dims[1:])
        pragma = len(self.lines)
        self.lines.append(f"static {ret} {name}({'const ' if const else ''}{atype} v{brackets}, int i, {ret} x) {{")
        if not const:
            self.lines.append(f"  {self.element(arr, counters)} = {self.stored(atype, self.expr(atype, env, counters))};")
        value = self.stored(ret, self.expr(ret, env, counters))
        self.lines.append("  (void)v; (void)i; (void)x;")
        self.lines.append(f"  return {value};")
        self.lines.append("}")
        if any("sizeof" in line for line in self.lines[pragma:]):
            self.sizeof_parameter = True
        self.helpers.append(Helper(name, ret, atype, dims, const, qualifier))

    def table(self, ind=""):
        t = self.r.choice(TYPES)
        size = self.r.choice([5, 8, 16])
        name = self.fresh("tab")
        values = ", ".join(self.constant(t).lstrip("-") if kind(t) == "unsigned" else self.constant(t)
                           for _ in range(size))
        if t in ("unsigned char", "_Bool"):  # the values the constants convert to (gcc warns otherwise)
            values = ", ".join(v if not v.endswith("u") else f"{int(v[:-1]) % (2 if t == '_Bool' else 256)}u"
                               for v in values.split(", "))
        self.lines.append(f"{ind}static const {t} {name}[{size}] = {{{values}}};")
        self.tables.append(Array(name, t, [size], False))

    def initial(self, t):
        """A constant initializer for a t (no conversion that changes its value: gcc warns)."""
        value = self.constant(t)
        if kind(t) == "unsigned":
            value = value.lstrip("-")
            if t == "unsigned char" and value.endswith("u"):
                value = f"{int(value[:-1]) % 256}u"
        return value

    def global_constant(self):
        """A const scalar at file scope (const class)."""
        t = self.r.choice(TYPES)
        name = self.name("g")
        if name == "size_t" and self.classes & {"memcalls", "pointers"}:
            name = self.fresh("g")  # <string.h>'s typedef is at file scope too: a second kind of symbol
        value = self.initial(t)
        storage = "static const" if name in CLASH_NAMES or self.r.random() < 0.5 else "const"
        self.lines.append(f"{storage} {t} {name} = {value};")
        self.globals.append(Scalar(name, t, False))

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
        """Statements in braces: what they declare goes out of scope at the end (used first, so
        that gcc does not warn of a variable set and never read)."""
        sizes = {key: len(env[key]) for key in ("arrays", "scalars", "locals")}
        for _ in range(self.r.randint(1, 3)):
            self.statement(env, counters, ind, depth, loop_depth, trips)
        self.use(env["arrays"][sizes["arrays"]:] + env["scalars"][sizes["scalars"]:], ind)
        for key, n in sizes.items():
            del env[key][n:]

    def use(self, variables, ind):
        for v in variables:
            self.lines.append(f"{ind}(void){v.name};")

    def sweep(self, env, counters, ind, trips):
        """A loop over the whole of one array, as streaming code does."""
        r = self.r
        arrays = [a for a in env["arrays"] if a.writable and trips * a.dims[0] <= 3000]
        if not arrays:
            return self.assignment(env, counters, ind)
        a = r.choice(arrays)
        c = self.fresh("i")
        if self.on("wrap", 0.3):  # each element from the one before, read through a wrapping index
            inner = counters + [(c, 1, a.dims[0] - 1, "int")]
            rest = "".join(f"[{self.index(d, inner)}]" for d in a.dims[1:])
            before = r.choice([f"{c} + 4294967295u", f"(unsigned){c} + 0xFFFFFFFFu", f"{c} - 1u"])
            value = f"{a.name}[{before}]{rest} + {self.expr(a.type, env, inner)}" if kind(a.type) != "signed" \
                else f"{a.name}[{before}]{rest} + ({self.expr(a.type, env, inner)}) % 1009"
            self.lines.append(f"{ind}for (int {c} = 1; {c} < {a.dims[0]}; {c}++) {a.name}[{c}]{rest} = {self.stored(a.type, value)};")
            return
        inner = counters + [(c, 0, a.dims[0] - 1, "int")]
        rest = "".join(f"[{self.index(d, inner)}]" for d in a.dims[1:])
        value = self.expr(a.type, env, inner)
        if r.random() < 0.5:
            value = f"{a.name}[{c}]{rest} + {value}" if kind(a.type) != "signed" else f"{a.name}[{c}]{rest} + ({value}) % 1009"
        self.lines.append(f"{ind}for (int {c} = 0; {c} < {a.dims[0]}; {c}++) {a.name}[{c}]{rest} = {self.stored(a.type, value)};")

    def wrapping_loop(self, env, counters, ind, depth, loop_depth, trips):
        """A loop on an unsigned or narrow counter (wrap class): counting up, counting down to 0
        with the test before the decrement, or across its type's maximum back to 0."""
        r = self.r
        c = self.fresh("u")
        style = r.randrange(3)
        t = r.choice(COUNTER_TYPES)
        lo, hi = r.randint(0, 2), r.randint(3, 12)
        if style == 0:
            opening, counter = f"for ({t} {c} = {lo}; {c} <= {hi}; {c}++) {{", (c, lo, hi, t)
            n = hi - lo + 1
        elif style == 1:
            t = r.choice(["unsigned", "unsigned char", "unsigned short", "unsigned long long"])
            opening, counter = f"for ({t} {c} = {hi + 1}; {c}-- > {lo};) {{", (c, lo, hi, t)
            n = hi - lo + 1
        else:
            t, width = r.choice([("unsigned char", 256), ("unsigned short", 65536), ("unsigned", 4294967296)])
            before, after = r.randint(1, 6), r.randint(1, 6)
            suffix = "u" if t == "unsigned" else ""
            opening = f"for ({t} {c} = {width - before}{suffix}; {c} != {after}; {c}++) {{"
            counter, n = (c, 0, width - 1, t), before + after
        if trips * n > 3000:
            return self.assignment(env, counters, ind)
        self.lines.append(ind + opening)
        if r.random() < 0.3:
            self.lines.append(f"{ind}  if ({c} == {r.randint(0, 2)}) {r.choice(['continue', 'break'])};")
        self.block(env, counters + [counter], ind + "  ", depth + 1, loop_depth + 1, trips * n)
        self.lines.append(ind + "}")

    def loop(self, env, counters, ind, depth, loop_depth, trips):
        """A counted loop (for up or down, while, do), perhaps with a jump on its counter."""
        r = self.r
        if self.on("wrap", 0.35):
            return self.wrapping_loop(env, counters, ind, depth, loop_depth, trips)
        lo, hi = r.randint(0, 2), r.randint(3, 12)
        offset = 0  # intedge: the counter runs over offset + lo .. offset + hi
        if self.on_later("intedge", 0.4):
            if self.rx.random() < 0.4 and trips * 40 <= 3000:
                hi = self.rx.randint(32, 40)  # long enough for groups loaded ahead
            # every value the counter takes, its last step's too, stays within int
            # (up to a uniform bound too, which is at most 12)
            offset = self.rx.choice([INT_MAX - max(hi, 12) - 1 - self.rx.randint(0, 2),
                                     INT_MIN + max(0, 1 - lo) + self.rx.randint(0, 2)])
        if trips * (hi - lo + 1) > 3000:
            return self.assignment(env, counters, ind)
        c = self.fresh("i")
        style = r.randrange(4)
        at = self.int_text  # a value of the counter, offset
        bound = f"{c} <= {at(offset + hi)}"
        if style == 0 and self.gather and r.random() < 0.3:  # a trip count on data (at most hi - lo + 1)
            bound += f" && {self.condition(env, counters)}"
        uniform = env.get("uniform")
        if style != 1 and "&&" not in bound and uniform and trips * (uniform[1] - lo + 1) <= 3000 and self.on_uniform(0.7):
            if offset:
                bound, hi = f"{c} - {at(offset)} < {uniform[0]}", max(lo, uniform[1] - 1)
            else:
                bound, hi = f"{c} < {uniform[0]}", max(lo, uniform[1] - 1)  # up to the uniform bound
        if style < 2 and self.on_newest("library", 0.15):  # a label no goto uses, as HLS code names loops
            self.lines.append(f"{ind}{self.fresh('loop')}:")
        opening = [f"for (int {c} = {at(offset + lo)}; {bound}; {c}++) {{",
                   f"for (int {c} = {at(offset + hi)}; {c} >= {at(offset + lo)}; {c}--) {{",
                   f"int {c} = {at(offset + lo)};\nwhile ({bound}) {{", f"int {c} = {at(offset + lo)};\ndo {{"][style]
        self.lines += [ind + line for line in opening.split("\n")]
        inner = counters + [(f"({c} - {at(offset)})" if offset else c, lo, hi, "int")]
        if style >= 2 and r.random() < 0.3:  # a uniform jump: the counter must still advance
            self.lines.append(f"{ind}  if ({c} == {at(offset + r.randint(lo, hi))}) {{ {c}++; continue; }}")
        elif style < 2 and r.random() < 0.3:
            self.lines.append(f"{ind}  if ({c} == {at(offset + r.randint(lo, hi))}) {r.choice(['continue', 'break'])};")
        elif style < 2 and self.gather and r.random() < 0.3:  # a jump on data
            self.lines.append(f"{ind}  if ({self.condition(env, inner)}) {r.choice(['continue', 'break'])};")
        self.block(env, inner, ind + "  ", depth + 1, loop_depth + 1, trips * (hi - lo + 1))
        closing = ["}", "}", f"  {c}++;\n}}", f"  {c}++;\n}} while ({bound});"][style]
        self.lines += [ind + line for line in closing.split("\n")]

    @staticmethod
    def int_text(v):
        """An int constant as C spells it with type int (-2147483648 alone is no int constant)."""
        return str(v) if v >= 0 else f"({v})" if v >= -INT_MAX else f"(-{INT_MAX} - 1 + {v - INT_MIN})"

    def scalar_declaration(self, env, counters, ind):
        r = self.r
        t = r.choice(TYPES)
        name = self.name("s")
        if name == "s" + str(self.names) and self.on("names", 0.05) and "sqrt" not in env.setdefault("shadowed", set()):
            name = "sqrt"  # a local may take a library function's name (no call to it follows)
            env["shadowed"].add("sqrt")
        if self.on("const", 0.3):  # static const (a constant), or const (any value)
            if r.random() < 0.5:
                value = self.initial(t)
                self.lines.append(f"{ind}static const {t} {name} = {value};")
            else:
                self.lines.append(f"{ind}const {t} {name} = {self.stored(t, self.expr(t, env, counters))};")
            env["scalars"].append(Scalar(name, t, False))
            return
        writable = [s for s in env["scalars"] if s.writable]
        if writable and self.on("comma", 0.3):  # (w = ..., value reading w)
            w = r.choice(writable)
            first = f"{w.name} = {self.stored(w.type, self.expr(w.type, env, counters))}"
            self.lines.append(f"{ind}{t} {name} = ({first}, {self.stored(t, self.expr(t, env, counters))});")
        else:
            self.lines.append(f"{ind}{t} {name} = {self.stored(t, self.expr(t, env, counters))};")
        env["scalars"].append(Scalar(name, t, True))

    def product(self, products, env, counters):
        """s *= x with x of s's own type: a float x into an integer s is undefined when the product
        leaves the integer's range (seed 60911 under UBSan)."""
        target = self.r.choice(products)
        return f"{target.name} *= {self.leaf(target.type, env, counters)}"

    def data_if(self, env, counters, ind, depth, loop_depth, trips):
        r = self.r
        products = [s for s in env["scalars"] if s.writable and kind(s.type) != "signed" and s.type != "_Bool"]
        multiply = products and self.on("selectmul", 0.5)
        self.lines.append(f"{ind}if ({self.condition(env, counters)}) {{")
        data_env = dict(env, data_ok=True)
        if multiply:  # a product in a select: rounded as every other product
            self.lines.append(f"{ind}  {self.product(products, env, counters)};")
        self.block(data_env, counters, ind + "  ", depth + 1, loop_depth, trips)
        if r.random() < 0.5:
            self.lines.append(f"{ind}}} else {{")
            if multiply:
                self.lines.append(f"{ind}  {self.product(products, env, counters)};")
            self.block(data_env, counters, ind + "  ", depth + 1, loop_depth, trips)
        self.lines.append(f"{ind}}}")

    def memory_call(self, env, counters, ind):
        """memcpy between two 1-D arrays of one type, memmove within one, or memset to 0, on a
        part of whole elements in bounds (memcalls class; drawn with the class's generator)."""
        r = self.r
        ones = [a for a in env["arrays"] + self.tables if len(a.dims) == 1]
        writable = [a for a in ones if a.writable]
        if not writable:
            return
        dst = r.choice(writable)
        d = dst.dims[0]
        n = r.randint(1, d)

        def at(a, offset):
            return a.name if offset == 0 and r.random() < 0.5 else r.choice([f"{a.name} + {offset}", f"&{a.name}[{offset}]"])
        size = r.choice([f"{n} * sizeof {dst.name}[0]", f"{n} * sizeof({dst.name}[0])", f"sizeof({dst.type}) * {n}"])
        sources = [a for a in ones if a.type == dst.type and a.root() is not dst.root() and a.dims[0] >= n]
        form = r.randrange(3)
        if form == 0 and sources:
            src = r.choice(sources)
            call = f"memcpy({at(dst, r.randint(0, d - n))}, {at(src, r.randint(0, src.dims[0] - n))}, {size})"
        elif form <= 1:
            call = f"memmove({at(dst, r.randint(0, d - n))}, {at(dst, r.randint(0, d - n))}, {size})"
        else:
            call = f"memset({at(dst, r.randint(0, d - n))}, 0, {size})"
        self.lines.append(f"{ind}{call};")

    def struct_local(self, env, ind):
        """A local struct set to {0}, its members then used as variables (structs class)."""
        if not self.structs:
            return
        name, members = self.r.choice(self.structs)
        var = self.fresh("st")
        if self.on_new("structnames", 0.5):
            var = self.struct_variable(var)
            if name in self.struct_tags and self.ry.random() < 0.5:
                name = self.struct_tags[name]
        init = self.drawing_newest(self.struct_values, members) if self.on_newest("library", 0.5) else "{0}"
        self.lines.append(f"{ind}{name} {var} = {init};")
        self.add_members(env, f"{var}.", members, True)

    def struct_values(self, members):
        """A struct's initializer of values (library class): each member's, an array's in braces
        (perhaps fewer than it holds) or, braces left out, all of its values."""
        items = []
        for _, t, dims in members:
            if not dims:
                items.append(self.initial(t))
                continue
            n = 1
            for d in dims:
                n *= d
            if self.r.random() < 0.5:
                items.append("{" + ", ".join(self.initial(t) for _ in range(self.r.randint(1, n))) + "}")
            else:
                items += [self.initial(t) for _ in range(n)]
        if self.r.random() < 0.3:  # the last values left out: zero
            items = items[:self.r.randint(1, len(items))]
        return "{" + ", ".join(items) + "}"

    def add_members(self, env, prefix, members, writable):
        for m, t, dims in members:
            if dims:
                env["arrays"].append(Array(prefix + m, t, dims, writable, member=True))
            else:
                env["scalars"].append(Scalar(prefix + m, t, writable))

    def struct_type(self):
        """A typedef'd struct of scalar and array members (structs class)."""
        rx = self.rx
        name = f"S{len(self.structs) + 1}"
        members = []
        for k in range(rx.randint(1, 4)):
            dims = rx.choice([None, None, [4], [3], [5], [2, 3]])
            members.append((f"m{k}", rx.choice(TYPES), dims))
        if not any(dims for _, _, dims in members):
            members.append(("v", rx.choice(TYPES), [4]))
        tag = ""
        if "structnames" in self.classes:  # members named as C++ keywords; a tag beside the typedef
            keywords = self.ry.sample(KEYWORD_MEMBERS, len(members))
            members = [(keywords[k] if self.ry.random() < 0.6 else m, t, dims) for k, (m, t, dims) in enumerate(members)]
            if self.ry.random() < 0.7:
                tag = f"tag{name}"
                self.struct_tags[name] = f"struct {tag}"
        fields = " ".join(f"{t} {m}" + "".join(f"[{d}]" for d in (dims or [])) + ";" for m, t, dims in members)
        if tag and self.ry.random() < 0.5:
            self.lines.append(f"struct {tag} {{ {fields} }};")
            self.lines.append(f"typedef struct {tag} {name};")
        else:
            self.lines.append(f"typedef struct {tag + ' ' if tag else ''}{{ {fields} }} {name};")
        self.structs.append((name, members))

    def struct_variable(self, fallback):
        """A name beginning with bulk for a struct variable or parameter, not yet taken in the
        entry (structnames class), or fallback when none is left."""
        free = [n for n in BULK_STRUCT_NAMES if n not in self.struct_variables]
        if not free:
            return fallback
        name = self.ry.choice(free)
        self.struct_variables.add(name)
        return name

    def pointer_window(self, env, counters, ind, depth, loop_depth, trips):
        """A pointer into a 1-D array at a constant offset, used as an array in a block of its
        own, or walking the array by a stride in a loop of a constant trip count (pointers class;
        drawn with the class's generator)."""
        r = self.r
        ones = [a for a in env["arrays"] if len(a.dims) == 1 and a.dims[0] >= 2]
        if not ones or depth >= 4:
            return
        a = r.choice(ones)
        d = a.dims[0]
        writable = a.writable and r.random() < 0.6
        p = self.fresh("pw")
        walk = loop_depth < 3 and r.random() < 0.5
        if walk:
            stride = r.randint(1, min(4, d))
            n = r.randint(1, d // stride)
            start = r.randint(0, d - n * stride)
            if trips * n > 3000:
                walk = False
        if not walk:
            start = r.randint(1, d - 1)
        at = r.choice([f"{a.name} + {start}", f"&{a.name}[{start}]"]) if start else a.name
        self.lines.append(f"{ind}{{")
        self.lines.append(f"{ind}  {'' if writable else 'const '}{a.type} *{p} = {at};")
        if walk:
            window = Array(p, a.type, [stride], writable, base=a)
            c = self.fresh("i")
            self.lines.append(f"{ind}  for (int {c} = 0; {c} < {n}; {c}++) {{")
            env["arrays"].append(window)
            self.through(window, env, counters + [(c, 0, n - 1, "int")], ind + "    ")
            self.block(env, counters + [(c, 0, n - 1, "int")], ind + "    ", depth + 1, loop_depth + 1, trips * n)
            env["arrays"].remove(window)
            step = f"{p}++" if stride == 1 and r.random() < 0.5 else r.choice([f"{p} += {stride}", f"{p} = {p} + {stride}"])
            self.lines.append(f"{ind}    {step};")
            self.lines.append(f"{ind}  }}")
        else:
            window = Array(p, a.type, [d - start], writable, base=a)
            env["arrays"].append(window)
            self.through(window, env, counters, ind + "  ")
            self.block(env, counters, ind + "  ", depth + 1, loop_depth, trips)
            env["arrays"].remove(window)
        self.lines.append(f"{ind}  (void){p};")
        self.lines.append(f"{ind}}}")

    def through(self, window, env, counters, ind):
        """A store through a pointer, or one of a value read through it."""
        if window.writable and self.r.random() < 0.5:
            target = window
        else:
            targets = [a for a in env["arrays"] if a.writable] + [s for s in env["scalars"] if s.writable]
            if not targets:
                return
            target = self.r.choice(targets)
        lhs = self.element(target, counters) if isinstance(target, Array) else target.name
        read = self.convert(self.element(window, counters), window.type, target.type)
        value = f"{read} + {self.expr(target.type, env, counters)}" if kind(target.type) != "signed" \
            else f"{read} + ({self.expr(target.type, env, counters)}) % 1009"
        self.lines.append(f"{ind}{lhs} = {self.stored(target.type, value)};")

    def clear_member(self, env, ind):
        """memset of a struct's member array, the size by sizeof of the member (pointers class)."""
        members = [a for a in env["arrays"] if a.member and a.writable]
        if members:
            a = self.ry.choice(members)
            size = self.ry.choice([f"sizeof {a.name}", f"sizeof({a.name})"])
            self.lines.append(f"{ind}memset({a.name}, 0, {size});")

    def move_parameter(self, env, params, ind):
        """A 1-D array parameter moved in the body (in += k), or walked by a stride in a loop of a
        constant trip count, the rest of the body seeing what is left (pointers class)."""
        r = self.r
        movable = [a for a in params if len(a.dims) == 1 and a.dims[0] >= 3 and not a.walked_wider]
        if not movable:
            return
        a = r.choice(movable)
        d = a.dims[0]
        a.pointer = True
        if r.random() < 0.5:
            k = r.randint(1, d - 1)
            self.lines.append(f"{ind}{r.choice([f'{a.name} += {k}', f'{a.name} = {a.name} + {k}'] + ([f'{a.name}++'] if k == 1 else []))};")
            a.dims = [d - k]
            return
        stride = r.randint(1, min(4, d - 1))
        n = r.randint(1, (d - 1) // stride)
        c = self.fresh("i")
        self.lines.append(f"{ind}for (int {c} = 0; {c} < {n}; {c}++) {{")
        a.dims = [stride]
        self.block(env, [(c, 0, n - 1, "int")], ind + "  ", 1, 1, n)
        self.lines.append(f"{ind}  {a.name} += {stride};")
        self.lines.append(f"{ind}}}")
        a.dims = [d - n * stride]

    def uniform_from_data(self, name, env, ind):
        """A uniform parameter used as a loop bound, then assigned input data under an if on input
        data, and read as any scalar after that (uniformdata class)."""
        r = self.r
        most = r.randint(2, 10)
        least = r.randint(0, 2)
        self.uniform_flags.append(f"--uniform {name}={least}..{most}")
        c = self.fresh("i")
        self.lines.append(f"{ind}for (int {c} = 0; {c} < {name}; {c}++) {{")
        self.block(env, [(c, 0, most - 1, "int")], ind + "  ", 1, 1, most)
        self.lines.append(f"{ind}}}")
        data = env["arrays"]
        a = r.choice(data)
        test = f"{self.convert(self.element(a, []), a.type, 'int')} > {r.randint(-50, 50)}"
        b = r.choice(data)
        value = self.stored("int", f"{self.convert(self.element(b, []), b.type, 'int')} + {self.expr('int', env, [])}")
        self.lines.append(f"{ind}if ({test}) {name} = {value};")
        if r.random() < 0.4:
            self.lines.append(f"{ind}else {name} = {self.stored('int', self.expr('int', env, []))};")
        env["scalars"].append(Scalar(name, "int", r.random() < 0.5))

    # ---- the newest classes ----

    def views_of(self, env, types, writing):
        """(array, view type) pairs a view may take: 1-D integer arrays of the entry or its locals
        and tables (not members, pointers or windows); one of the two types a character type, so
        that gcc's aliasing rules hold in the sequential C; a view wider than the array's elements
        only of a parameter whose every instance starts aligned for it. Writing: only into arrays
        whose any value is in bounds for the expressions (unsigned or character types)."""
        pairs = []
        for a in env["arrays"] + ([] if writing else self.tables):
            if len(a.dims) != 1 or a.type not in SIZES or a.member or a.pointer or (writing and not a.writable):
                continue
            if writing and kind(a.type) == "signed" and a.type not in CHAR_TYPES:
                continue
            for vt in types:
                if vt == a.type or (vt not in CHAR_TYPES and a.type not in CHAR_TYPES):
                    continue
                if SIZES[vt] > SIZES[a.type] and not (a.parameter and a.dims[0] % SIZES[vt] == 0):
                    continue
                pairs.append((a, vt))
        return pairs

    @staticmethod
    def view_count(a, vt):
        return a.dims[0] * SIZES[a.type] // SIZES[vt]

    def view_read(self, env, counters):
        """A value read through a view, with its type: ((const V *)a)[i] or *(const V *)(a + k)."""
        pairs = self.views_of(env, VIEW_READS, False)
        if not pairs:
            return None
        r = self.r
        a, vt = r.choice(pairs)
        count = self.view_count(a, vt)
        if r.random() < 0.3:
            # a whole view element from an element offset: k elements of a are a multiple of its size
            step = max(1, SIZES[vt] // SIZES[a.type])
            k = step * r.randrange((a.dims[0] - SIZES[vt] // SIZES[a.type]) // step + 1) if SIZES[vt] > SIZES[a.type] \
                else r.randrange(a.dims[0])
            return (f"*(const {vt} *)({a.name} + {k})" if k else f"*(const {vt} *){a.name}"), vt
        return f"((const {vt} *){a.name})[{self.index(count, counters)}]", vt

    def view_statement(self, env, counters, ind, loop_depth, trips):
        """A store through a view (=, or a compound assignment of an unsigned view), or a pointer
        variable of a view walked by w++ in a loop of constant trip count, its words stored."""
        r = self.r
        if r.random() < 0.35 and loop_depth < 3:
            return self.view_walk(env, counters, ind, trips)
        pairs = self.views_of(env, list(SIZES), True)
        if not pairs:
            return
        a, vt = r.choice(pairs)
        lhs = f"(({vt} *){a.name})[{self.index(self.view_count(a, vt), counters)}]"
        if kind(vt) == "unsigned" and r.random() < 0.4:
            op = r.choice(["^=", "+=", "|=", "<<="])
            value = str(r.randint(0, 7)) if op == "<<=" else self.expr(vt, env, counters)
            self.lines.append(f"{ind}{lhs} {op} {value};")
        else:
            self.lines.append(f"{ind}{lhs} = {self.stored(vt, self.expr(vt, env, counters))};")

    def view_walk(self, env, counters, ind, trips):
        pairs = self.views_of(env, VIEW_READS, False)
        targets = [a for a in env["arrays"] if a.writable] + [s for s in env["scalars"] if s.writable]
        if not pairs or not targets:
            return
        r = self.r
        a, vt = r.choice(pairs)
        count = self.view_count(a, vt)
        first = r.randrange(count)
        n = r.randint(1, count - first)
        if trips * n > 3000:
            return
        # the start as an offset of a's elements where it is one, else in the view's
        if SIZES[vt] >= SIZES[a.type]:
            offset = first * SIZES[vt] // SIZES[a.type]
            start = f"(const {vt} *)({a.name} + {offset})" if offset else f"(const {vt} *){a.name}"
        else:
            start = f"(const {vt} *){a.name} + {first}" if first else f"(const {vt} *){a.name}"
        w, c = self.fresh("w"), self.fresh("i")
        a.walked_wider = a.walked_wider or SIZES[vt] > 1
        target = r.choice(targets)
        inner = counters + [(c, 0, n - 1, "int")]
        lhs = self.element(target, inner) if isinstance(target, Array) else target.name
        read = self.convert(f"*{w}++", vt, target.type)
        value = f"{read} + {self.expr(target.type, env, inner)}" if kind(target.type) != "signed" \
            else f"{read} + ({self.expr(target.type, env, inner)}) % 1009"
        self.lines.append(f"{ind}{{")
        self.lines.append(f"{ind}  const {vt} *{w} = {start};")
        self.lines.append(f"{ind}  for (int {c} = 0; {c} < {n}; {c}++) {lhs} = {self.stored(target.type, value)};")
        self.lines.append(f"{ind}}}")

    @staticmethod
    def typed_constant(v, t):
        """v as a constant of a type that holds it, for a counter or bound of type t."""
        if v < -INT_MAX or v > INT_MAX:
            if v == -2**63:
                return "(-9223372036854775807LL - 1)"
            return f"{v}ull" if v > 2**63 - 1 else f"{v}u" if t == "unsigned" else f"({v}LL)" if v < 0 else f"{v}LL"
        return Program.int_text(v) + ("u" if kind(t) == "unsigned" and t != "unsigned char" and t != "unsigned short" else "")

    def ranged_uniform(self, entry, params, room):
        """A --uniform parameter of a narrow, unsigned or 64-bit type, with a range next to one of
        its type's ends (or small) of at most room values, and a range outside its values that
        bulkcc must refuse."""
        r = self.r
        if room < 2:
            return None
        t = r.choice(list(TYPE_RANGES))
        least, most = TYPE_RANGES[t]
        most = min(most, 2**63 - 1)  # what --uniform can give
        edge = r.choice(["low", "high", "small"])
        width = min(r.randint(1, 6), room - 1)
        if edge == "low":
            lo = least + r.randint(0, 3)
            hi = lo + width
        elif edge == "high":
            hi = most - r.randint(0, 3)
            lo = hi - width
        else:
            lo = r.randint(max(least, -5), 3)
            hi = lo + width
        name = f"{entry}_r"
        params.insert(r.randint(0, len(params)), f"{t} {name}")
        flag = f"--uniform {name}={lo}..{hi}"
        self.uniform_flags.append(flag)
        # outside: below the least or above the largest value (past long long's: another message)
        if r.random() < 0.5:
            bad = f"--uniform {name}={least - r.randint(1, 3)}..{hi}"
            beyond = least - 1 < -2**63
        else:
            bad = f"--uniform {name}={lo}..{TYPE_RANGES[t][1] + r.randint(1, 3)}"
            beyond = TYPE_RANGES[t][1] + 1 > 2**63 - 1
        says = "LO and HI must lie within" if beyond else f"'{name}' of entry '{entry}' is '{self.c_type_name(t)}', " \
            f"whose values are {least}..{TYPE_RANGES[t][1]}"
        self.refused_flags = (flag, bad, says)
        return name, t, lo, hi

    @staticmethod
    def c_type_name(t):
        return {"unsigned": "unsigned int", "short": "short", "unsigned short": "unsigned short"}.get(t, t)

    def ranged_loop(self, ranged, env, ind):
        """A loop from the range's least value up to the parameter, on a counter of its type (the
        body sees the counter less that value); the parameter read as a scalar where its values
        stay within the expressions' bounds."""
        name, t, lo, hi = ranged
        c = self.fresh("i")
        self.lines.append(f"{ind}for ({t} {c} = {self.typed_constant(lo, t)}; {c} < {name}; {c}++) {{")
        self.block(env, [(f"(int)({c} - {self.typed_constant(lo, t)})", 0, hi - lo - 1, "int")], ind + "  ", 1, 1,
                   hi - lo)
        self.lines.append(f"{ind}}}")
        if kind(t) == "unsigned" or (-1000 <= lo and hi <= 1000):
            env["scalars"].append(Scalar(name, t, False))

    def statement(self, env, counters, ind, depth, loop_depth, trips):
        if self.on_newest("views", 0.08):
            return self.drawing_newest(self.view_statement, env, counters, ind, loop_depth, trips)
        if self.on_new("pointers", 0.08):
            return self.drawing_new(self.pointer_window, env, counters, ind, depth, loop_depth, trips)
        if self.on_new("pointers", 0.03):
            return self.clear_member(env, ind)
        if self.on_later("memcalls", 0.1):
            return self.drawing_later(self.memory_call, env, counters, ind)
        if self.on_later("structs", 0.06) and len(env["locals"]) < 3:
            return self.drawing_later(self.struct_local, env, ind)
        r = self.r
        choice = r.randrange(12)
        if depth >= 4:
            choice = 0
        if choice == 10 and loop_depth < 3:
            self.sweep(env, counters, ind, trips)
        elif choice in (1, 2) and loop_depth < 3:
            self.loop(env, counters, ind, depth, loop_depth, trips)
        elif choice in (3, 4) and env["data_ok"]:
            self.data_if(env, counters, ind, depth, loop_depth, trips)
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
                elif case != "default:":
                    self.lines.append(f"{ind}  /* fall through */")
            self.lines.append(f"{ind}}}")
        elif choice == 7 and len(env["locals"]) < 3:
            t = r.choice(TYPES)
            dims = r.choice([[3], [4], [8], [16], [3, 4], [150]])
            name = self.name("m")
            zs = [self.fresh("z") for _ in dims]
            self.lines.append(f"{ind}{t} {name}" + "".join(f"[{d}]" for d in dims) + ";")
            loops = " ".join(f"for (int {z} = 0; {z} < {d}; {z}++)" for z, d in zip(zs, dims))
            value = self.stored(t, self.expr(t, env, counters + [(z, 0, d - 1, "int") for z, d in zip(zs, dims)]))
            self.lines.append(f"{ind}{loops} {name}" + "".join(f"[{z}]" for z in zs) + f" = {value};")
            arr = Array(name, t, dims, True)
            env["arrays"].append(arr)
            env["locals"].append(arr)
        elif choice == 8 and len(env["scalars"]) < 8:
            self.scalar_declaration(env, counters, ind)
        elif choice == 9 and self.helpers_for(env):
            self.lines.append(f"{ind}{self.helper_call(env, counters, 'int', statement=True)};")
        else:
            self.assignment(env, counters, ind)

    def entry(self, name):
        r = self.r
        arrays, scalars, params = [], [], []
        for _ in range(r.randint(1, 3)):
            t = r.choice(TYPES)
            dims = r.choice([[4], [8], [13], [16], [3, 5], [4, 4], [160], [40, 5]])
            if self.on("shapes", 0.2):
                dims = r.choice([[2, 3, 5], [2, 4, 4], [5], [4]])
            writable = r.random() < 0.7
            a = Array(self.name("a"), t, dims, writable)
            a.parameter = True
            a.extent = dims[0]  # its elements per instance as declared (unsized class)
            arrays.append(a)
            params.append(f"{'' if writable else 'const '}{t} {a.name}" + "".join(f"[{d}]" for d in dims))
        for _ in range(r.randint(0, 2)):
            t = r.choice(TYPES)
            s = Scalar(self.name("k"), t, False)
            scalars.append(s)
            params.append(f"{t} {s.name}")
        members = []  # (prefix, members, writable) of struct parameters (structs class)
        self.struct_variables = set()
        if self.structs and self.on_later("structs", 0.7):
            spelt = []  # structnames: the structs this entry names, with their spellings
            for _ in range(self.rx.randint(1, 2)):
                sname, fields = self.rx.choice(self.structs)
                writable = self.rx.random() < 0.6
                pname = self.fresh("ps")
                spelling = sname
                if self.on_new("structnames", 0.6):
                    pname = self.struct_variable(pname)
                    if sname in self.struct_tags and self.ry.random() < 0.5:
                        spelling = self.struct_tags[sname]
                spelt.append((sname, fields, spelling))
                params.append(f"{'' if writable else 'const '}{spelling} *{pname}")
                members.append((f"{pname}->", fields, writable))
            if "structnames" in self.classes:
                # one struct named by its tag and by its typedef in the same parameter list
                for sname, fields, spelling in spelt:
                    if sname in self.struct_tags and self.ry.random() < 0.7:
                        other = sname if spelling != sname else self.struct_tags[sname]
                        if not any(o == other for _, _, o in spelt):
                            writable = self.ry.random() < 0.5
                            pname = self.struct_variable(self.fresh("ps"))
                            params.append(f"{'' if writable else 'const '}{other} *{pname}")
                            members.append((f"{pname}->", fields, writable))
                            break
        unsized = []  # (array, index of its parameter) declared as pointers or unsized arrays
        if "unsized" in self.classes:
            for i, a in enumerate(arrays):
                if len(a.dims) == 1 and self.ry.random() < 0.6:
                    const = "" if a.writable else "const "
                    params[i] = self.ry.choice([f"{const}{a.type} *{a.name}", f"{const}{a.type} {a.name}[]"])
                    a.pointer = True
                    unsized.append(a)
        array_parameters = list(arrays)  # the array parameters (a table of the entry's joins arrays)
        ret = r.choice(["void", "void"] + TYPES)
        uniform = None
        if self.on_uniform(0.6):  # a loop bound shared by every instance, at most `most`
            most = self.ru.randint(3, 12)
            uniform = (f"{name}_n", most)
            params.insert(0, f"int {uniform[0]}")
            self.uniform_flags.append(f"--uniform {uniform[0]}=0..{most}")
        varying = None  # uniformdata: a uniform parameter assigned input data
        if self.on_new("uniformdata", 0.8):
            varying = f"{name}_u"
            params.insert(self.ry.randint(0, len(params)), f"int {varying}")
        ranged = None  # uniformrange: a uniform parameter of a type near its ends
        if self.on_newest("uniformrange", 0.6):
            # within the 256 combinations of uniform values bulkcc also proves one by one (the
            # uniform class's up to 13, uniformdata's up to 11)
            room = 256 // ((uniform[1] + 1 if uniform else 1) * (11 if varying else 1))
            ranged = self.drawing_newest(self.ranged_uniform, name, params, room)
        first_line = len(self.lines)
        self.lines.append(f"{ret} {name}({', '.join(params)}) {{")
        if uniform:
            self.lines.append(f"  (void){uniform[0]};")
        if self.on_newest("library", 0.5):  # a null test of an array parameter, as libraries guard them
            a = self.rz.choice(arrays)
            test = self.rz.choice([f"!{a.name}", f"{a.name} == NULL", f"{a.name} == 0", f"NULL == {a.name}"])
            value = "" if ret == "void" else f" {self.stored(ret, self.constant(ret))}"
            self.lines.append(f"  if ({test}) return{value};")
        if r.random() < 0.3:  # a table of the function's own
            self.table("  ")
            arrays.append(self.tables.pop())
        env = {"arrays": list(arrays), "scalars": list(scalars), "locals": [], "data_ok": True, "uniform": uniform}
        for prefix, fields, writable in members:
            self.add_members(env, prefix, fields, writable)
        if uniform:
            # a loop up to the uniform bound, drawn from the class's own generator
            saved, self.r = self.r, self.ru
            c = self.fresh("i")
            self.lines.append(f"  for (int {c} = 0; {c} < {uniform[0]}; {c}++) {{")
            self.block(env, [(c, 0, uniform[1] - 1, "int")], "    ", 1, 1, uniform[1])
            self.lines.append("  }")
            self.r = saved
        if varying:
            self.drawing_new(self.uniform_from_data, varying, env, "  ")
        if ranged:
            self.drawing_newest(self.ranged_loop, ranged, env, "  ")
        if self.on_new("pointers", 0.5):
            self.drawing_new(self.move_parameter, env, arrays[:len(array_parameters)], "  ")
        for _ in range(r.randint(2, 5)):
            self.statement(env, [], "  ", 0, 0, 1)
        self.use(arrays + scalars + env["arrays"][len(arrays):] + env["scalars"][len(scalars):], "  ")
        if ret != "void":
            self.lines.append(f"  return {self.stored(ret, self.expr(ret, env, []))};")
        self.lines.append("}")
        for a in unsized:
            self.extent(a, "\n".join(self.lines[first_line + 1:]))

    def extent(self, a, body):
        """--extent for an unsized parameter, sometimes, and always where no access reaches it
        (where its extent cannot come from the accesses): an access is its name outside sizeof
        and (void)."""
        name = re.escape(a.name)
        # (void)a; a pointer set to a point of it; a moved: none reaches an element
        body = re.sub(r"\(void\)" + name + ";|" + r"\*pw\d+ = &?" + name + r"\b|^ *" + name + r"( \+= \d+| = " + name
                      + r" \+ \d+|\+\+);$", "", body, flags=re.M)
        # a null test (library class) is no access either
        body = re.sub(r"if \((!" + name + r"|" + name + r" == (NULL|0)|NULL == " + name + r")\) return", "", body)
        while "sizeof" in body:  # sizeof X, sizeof(X): X is not evaluated
            at = body.index("sizeof") + len("sizeof")
            end = at
            while end < len(body) and body[end] == " ":
                end += 1
            if end < len(body) and body[end] == "(":
                depth = 0
                while True:
                    depth += {"(": 1, ")": -1}.get(body[end], 0)
                    end += 1
                    if depth == 0:
                        break
            else:
                end = re.match(r"[\w\[\]\->.*]*", body[end:]).end() + end
            body = body[:at - len("sizeof")] + body[end:]
        reached = re.search(r"(?<![\w>.])" + re.escape(a.name) + r"\b", body)
        if not reached or self.ry.random() < 0.3:
            self.extent_flags.append(f"--extent {a.name}={a.extent + self.ry.randint(0, 2)}")

    def program(self):
        self.lines.append(f"// random_program.py {self.seed}")
        self.lines.append("#include <math.h>")
        preamble = len(self.lines)
        self.sizeof_parameter = False
        for _ in range(self.r.randint(0, 1)):
            self.table()
        if self.on("const", 0.7):
            for _ in range(self.r.randint(1, 3)):
                self.global_constant()
        for _ in range(self.r.randint(0, 2)):
            self.helper()
        if self.on_later("structs", 0.6):
            for _ in range(self.rx.randint(1, 2)):
                self.struct_type()
        entries = []
        for e in range(self.r.randint(1, 2)):
            name = f"entry{e}"
            if self.on("names", 0.3):
                # a name not taken already by a file-scope constant or an earlier entry
                taken = set(entries) | {g.name for g in self.globals}
                free = [n for n in CLASH_ENTRIES if n not in taken]
                name = self.r.choice(free) if free else name
            entries.append(name)
            self.entry(name)
        text = "\n".join(self.lines) + "\n"
        pragmas = []
        if "'ab'" in text or "'\\0a'" in text or "'abcd'" in text:
            pragmas.append('#pragma GCC diagnostic ignored "-Wmultichar"')
        if "sizeof" in text:
            pragmas.append('#pragma GCC diagnostic ignored "-Wsizeof-array-argument"')
        if re.search(r"\bmem(cpy|move|set)\(", text):
            pragmas.insert(0, "#include <string.h>")
        if "NULL" in text:
            pragmas.insert(0, "#include <stddef.h>")
        if self.uniform_flags or self.extent_flags:
            pragmas.insert(0, "// BULKCC-FLAGS: " + " ".join(self.uniform_flags + self.extent_flags))
        if self.on_newest("failcalls", 0.7):
            chunk_bytes = self.rz.choice([1, 48, 100, 256, 1000, 4096])
            pragmas.insert(0, f"// BULK-ENV: BULK_CHUNK_BYTES={chunk_bytes} BULK_FAIL_CHUNK={self.rz.randint(0, 6)}")
        if self.refused_flags:
            flag, bad, says = self.refused_flags
            flags = " ".join(bad if f == flag else f for f in self.uniform_flags + self.extent_flags)
            pragmas[0:0] = [f"// BULKCC-REFUSED-FLAGS: {flags}", f"// BULKCC-REFUSED-SAYS: {says}"]
        self.lines[preamble:preamble] = pragmas
        return "\n".join(self.lines) + "\n"


def parse_classes(text):
    if text in ("", "none"):
        return []
    if text == "all":
        return list(CLASSES)
    chosen = text.split(",")
    for c in chosen:
        if c not in CLASSES:
            sys.exit(f"random_program.py: unknown class '{c}' (classes: {', '.join(CLASSES)}, all, none)")
    return chosen


if __name__ == "__main__":
    args = sys.argv[1:]
    gather = "--gather" in args
    classes = os.environ.get("RANDOM_CLASSES", ",".join(DEFAULT_CLASSES) or "none")
    rest = []
    for a in args:
        if a.startswith("--classes="):
            classes = a[len("--classes="):]
        elif a != "--gather":
            rest.append(a)
    if len(rest) != 1 or not rest[0].isdigit():
        sys.exit("usage: random_program.py SEED [--gather] [--classes=LIST|all|none]")
    sys.stdout.write(Program(int(rest[0]), gather, parse_classes(classes)).program())
