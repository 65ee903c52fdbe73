#!/usr/bin/env python3
"""stress.py: inputs just below and just above each limit bulkcc has (fixed arrays, caps, budgets,
nesting), each run with a limit on CPU time and on memory. A case passes when bulkcc either
translates it into CPU code that gcc compiles with -Wall -Werror (and, where the case says so,
that computes the sequential C's results), or stops with exit 1 or 2 and an `error:` naming the
limit. A crash (a signal), a hang, a blow-up of memory, an error that does not name the limit, or
the acceptance of a program that must be refused fails the case.
    usage: stress.py --bulkcc BULKCC --out DIR [--only NAME,...] [--list] [--cpu-limit SECONDS]
                     [--wall-limit SECONDS]
A hang is told by CPU time (RLIMIT_CPU), which other work on the machine does not stretch: a case
whose bulkcc spends --cpu-limit seconds of CPU (default 120; the slowest case takes about 5 s,
and 24 s under the sanitizers' Debug build) is stopped and fails. --wall-limit (default 900 s)
only catches a process that waits without computing; a loaded machine cannot reach it honestly.
A blow-up is told by memory: bulkcc runs under RLIMIT_AS of 4 GiB (under AddressSanitizer, its
allocator's limit instead), so a case that grows without end fails rather than swaps.
Prints one line per case (with the CPU seconds it took) and a summary; exits 1 if any case failed.
Each case has a name, a source (or files), bulkcc's options and what is expected:
  translate  exit 0 and CPU code that compiles (the program is valid, oblivious and in bounds)
  either     translate, or exit 1/2 with an error matching the case's pattern (a stated limit)
  warn       translate with a warning matching the pattern (a proof left unfinished at a limit), or
             exit 1/2 with an error matching it
  refuse     exit 1 with an error matching the pattern (the program is not oblivious or in bounds:
             accepting it is a false proof)
"""
import argparse
import os
import re
import resource
import signal
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Case:
    def __init__(self, name, source, expect, pattern=r"", options=(), files=None, run=False, check_only=False):
        self.name, self.source, self.expect, self.pattern = name, source, expect, pattern
        self.options, self.files, self.run, self.check_only = list(options), files or {}, run, check_only


def implicit_flow(n):
    """An if on data assigns n variables before idx = 3: out[idx] depends on the data."""
    decls = "\n".join(f"  int v{i} = 0;" for i in range(n))
    sets = " ".join(f"v{i} = 1;" for i in range(n))
    uses = " + ".join(f"v{i}" for i in range(n))
    return (f"int implicit_flow(int out[4], int k) {{\n  int idx = 0;\n{decls}\n"
            f"  if (k > 0) {{ {sets} idx = 3; }}\n  out[idx] = 1;\n  return {uses};\n}}\n")


def dimensions(n):
    dims = "".join("[1]" for _ in range(n - 1)) + "[2]"
    idx = "".join("[0]" for _ in range(n - 1))
    return (f"void dimensions(float a{dims}) {{\n  a{idx}[1] = a{idx}[0] * 2.0f;\n"
            f"  for (int i = 0; i < 2; i++) a{idx}[i] += 1.0f;\n}}\n")


def dimensions_out_of_bounds(n):
    """The last index is 2 of 2: must be refused whatever the depth."""
    dims = "".join("[1]" for _ in range(n - 1)) + "[2]"
    idx = "".join("[0]" for _ in range(n - 1))
    return f"void dimensions_oob(float a{dims}) {{\n  for (int i = 0; i <= 2; i++) a{idx}[i] = 1.0f;\n}}\n"


def loop_nesting(n):
    opens = "".join(f"{'  ' * (d + 1)}for (int i{d} = 0; i{d} < 1; i{d}++)\n" for d in range(n))
    return f"void loop_nesting(int a[4]) {{\n{opens}{'  ' * (n + 1)}a[i{n - 1} + 3] += 1;\n}}\n"


def loop_nesting_out_of_bounds(n):
    """The innermost write is at 4 of 4: refused however deep the loops."""
    opens = "".join(f"for (int i{d} = 0; i{d} < 1; i{d}++)\n" for d in range(n))
    return f"void loop_nesting_oob(int a[4]) {{\n{opens}a[i{n - 1} + 4] += 1;\n}}\n"


def helper_chain(n):
    protos = "\n".join(f"static int c{i}(int x);" for i in range(n))
    defs = "\n".join(f"static int c{i}(int x) {{ return c{i + 1}(x) + 1; }}" for i in range(n))
    return f"static int c{n}(int x) {{ return x; }}\n{protos}\n{defs}\nint helper_chain(int k) {{ return c0(k) % 1000; }}\n"


def statements(n):
    body = "\n".join(f"  a[{i % 8}] += {i % 7};" for i in range(n))
    return f"void statements(int a[8]) {{\n{body}\n}}\n"


def helpers(n):
    defs = "\n".join(f"static int h{i}(int x) {{ return x + {i % 5}; }}" for i in range(n))
    calls = "\n".join(f"  a[{i % 8}] = h{i}(a[{i % 8}]) % 1000;" for i in range(n))
    return f"{defs}\nvoid helpers(int a[8]) {{\n{calls}\n}}\n"


def locals_(n):
    decls = "\n".join(f"  int v{i} = a[{i % 8}] % 1000;\n  a[{(i + 1) % 8}] += v{i} % 3;" for i in range(n))
    return f"void locals(int a[8]) {{\n{decls}\n}}\n"


def flat_sum(n):
    return "int flat_sum(const int a[4]) { return " + " + ".join(f"a[{i % 4}]" for i in range(n)) + "; }\n"


def parentheses(n):
    return f"int parentheses(const int a[4]) {{ return {'(' * n}a[1]{')' * n}; }}\n"


def nested_ifs(n):
    opens = "".join(f"if (i % {2 + d % 3} == 0) {{\n" for d in range(n))
    return (f"void nested_ifs(int a[4]) {{\n  for (int i = 0; i < 4; i++) {{\n{opens}a[i] += 1;\n"
            f"{'}' * n}\n  }}\n}}\n")


def switch_cases(n):
    cases = "\n".join(f"    case {i}: a[0] += {i % 9}; break;" for i in range(n))
    return (f"void switch_cases(int a[4]) {{\n  for (int i = 0; i < 4; i++)\n  switch (i) {{\n{cases}\n"
            f"    default: a[1] += 1;\n  }}\n}}\n")


def entries(n):
    return "".join(f"void entry{i}(float a[4]) {{ a[{i % 4}] += {i % 9}.0f; }}\n" for i in range(n))


def parameters(n):
    params = ", ".join(f"float a{i}[2]" for i in range(n))
    body = "\n".join(f"  a{i}[1] = a{i}[0] + {i % 5}.0f;" for i in range(n))
    return f"void parameters({params}) {{\n{body}\n}}\n"


def scalar_parameters(n):
    params = ", ".join(f"int k{i}" for i in range(n))
    total = " + ".join(f"k{i} % 10" for i in range(n))
    return f"int scalar_parameters({params}) {{ return ({total}) % 1000; }}\n"


def long_identifiers(length):
    """Two names that agree in their first length - 1 characters."""
    stem = "x" * (length - 1)
    return (f"int long_identifiers(int a[4]) {{\n  int {stem}a = a[0] % 100;\n  int {stem}b = a[1] % 100;\n"
            f"  a[2] = {stem}a - {stem}b;\n  return {stem}a;\n}}\n")


def long_table_names(length):
    """Two functions' static tables whose file-scope names agree in their first length characters."""
    fn = "f" * length
    return (f"static int {fn}1(int i) {{ static const int t[2] = {{1, 2}}; return t[i]; }}\n"
            f"static int {fn}2(int i) {{ static const int t[2] = {{3, 4}}; return t[i]; }}\n"
            f"int long_table_names(int a[2]) {{ a[0] = {fn}1(1) + {fn}2(1); return a[0]; }}\n")


def static_table(n, elem="float"):
    return (f"static const {elem} t[{n}] = {{1}};\n"
            f"{elem} static_table(const int a[4]) {{ return t[{n} - 1] + t[0] + ({elem})a[0]; }}\n")


def local_array(n, elem="double"):
    return (f"{elem} local_array(const {elem} a[4]) {{\n  {elem} t[{n}];\n  t[0] = a[0];\n  t[{n} - 1] = a[1];\n"
            f"  return t[0] + t[{n} - 1];\n}}\n")


def evaluation_steps(n):
    """A loop of n iterations whose index only the evaluation can follow (interval reasoning
    cannot bound j): past the step budget its accesses are not proved."""
    return (f"void evaluation_steps(int a[8]) {{\n  int j = 0;\n"
            f"  for (long i = 0; i < {n}L; i++) {{ a[j] += 1; j = (j + 3) % 8; }}\n}}\n")


def held_elements(n):
    """A working array of n elements written at an index only the evaluation can follow."""
    return (f"float held_elements(const float a[4]) {{\n  float t[{n}];\n  int j = 0;\n"
            f"  for (int i = 0; i < {n}; i++) {{ t[j] = a[i % 4]; j = (j + 5) % {n}; }}\n"
            f"  return t[{n} - 1];\n}}\n")


def kernel_parameters(n):
    params = ", ".join(f"int s{i}" for i in range(n))
    return f"void kernel_parameters({params}, int out[1]) {{ out[0] = s0 + s{n - 1}; }}\n"


def defines(n):
    return f"int defines(const int a[4]) {{ return a[0] + V{n - 1} + V0; }}\n"


def included(n):
    files = {f"h{i}.h": f"#define H{i} {i % 7}\n" for i in range(n)}
    incl = "".join(f'#include "h{i}.h"\n' for i in range(n))
    return incl + f"int included(const int a[4]) {{ return a[0] + H{n - 1} + H0; }}\n", files


def load_ahead_accesses(n):
    """A loop body with n reads of one array beside writes: the hoisting analysis has caps."""
    reads = " + ".join(f"a[(i + {k}) % 8]" for k in range(n))
    return f"void load_ahead(float a[8], float b[8]) {{\n  for (int i = 0; i < 8; i++) {{ b[i] = {reads}; a[i] = b[i]; }}\n}}\n"


def load_ahead_assigned(n):
    decls = "\n".join(f"    float s{k} = a[(i + {k}) % 8];" for k in range(n))
    total = " + ".join(f"s{k}" for k in range(n))
    return f"void load_ahead_assigned(float a[8]) {{\n  for (int i = 0; i < 8; i++) {{\n{decls}\n    a[i] = {total};\n  }}\n}}\n"


def load_ahead_atoms(n):
    opens = "".join(f"for (int i{d} = 0; i{d} < 1; i{d}++)\n" for d in range(n))
    index = " + ".join(f"i{d}" for d in range(n))
    return f"void load_ahead_atoms(float a[8]) {{\n{opens}a[{index} + 1] = a[{index}] + 1.0f;\n}}\n"


def cases():
    limit = r"limit|more than|too (many|long|large|deep)|at most|exceed|maximum|nest|deep|budget|large|memory|size"
    c = []
    for n in (200, 255, 256, 257, 300):
        c.append(Case(f"implicit_flow_{n}", implicit_flow(n), "refuse", r"index|depend|data|" + limit))
    for n in (31, 32, 33, 40):
        c.append(Case(f"dimensions_{n}", dimensions(n), "either", r"dimension|" + limit, run=True))
        c.append(Case(f"dimensions_oob_{n}", dimensions_out_of_bounds(n), "refuse", r"bound|dimension|" + limit))
    for n in (63, 64, 65, 70):
        c.append(Case(f"loop_nesting_{n}", loop_nesting(n), "either", r"loop|" + limit))
        c.append(Case(f"loop_nesting_oob_{n}", loop_nesting_out_of_bounds(n), "refuse", r"bound|loop|" + limit))
    for n in (100, 1000, 3500, 5000):
        c.append(Case(f"helper_chain_{n}", helper_chain(n), "either", r"call|helper|" + limit))
    for n in (999, 1001, 20000):
        c.append(Case(f"flat_sum_{n}", flat_sum(n), "either", r"term|operand|sum|expression (is )?too"))
    for n in (999, 1001, 5000):
        c.append(Case(f"parentheses_{n}", parentheses(n), "either", r"nest|deep|parenthes"))
        c.append(Case(f"nested_ifs_{n}", nested_ifs(n), "either", r"nest|deep"))
    for n in (9999, 10001, 12000):  # the parser's stack holds 10,000 entries
        c.append(Case(f"parentheses_{n}", parentheses(n), "either", r"nest|deep|parenthes|stack"))
    # the evaluation takes at most 20 million steps and holds at most 2^22 elements
    c.append(Case("evaluation_steps_1000000", evaluation_steps(1000000), "translate"))
    c.append(Case("evaluation_steps_30000000", evaluation_steps(30000000), "warn", r"not proved"))
    c.append(Case("held_elements_65536", held_elements(1 << 16), "translate"))
    c.append(Case("held_elements_4194312", held_elements((1 << 22) + 8), "warn", r"not proved"))
    for n in (4000, 4100):  # a CUDA kernel takes at most 32,764 bytes of parameters
        c.append(Case(f"kernel_parameters_{n}", kernel_parameters(n), "either", r"parameter|" + limit,
                      options=["--target=cuda"]))
    c.append(Case("statements_5000", statements(5000), "translate"))
    c.append(Case("helpers_2000", helpers(2000), "translate"))
    c.append(Case("locals_2000", locals_(2000), "translate"))
    c.append(Case("switch_cases_3000", switch_cases(3000), "translate"))
    for n in (255, 300):
        c.append(Case(f"entries_{n}", entries(n), "translate", check_only=False))
    for n in (63, 65, 300):
        c.append(Case(f"parameters_{n}", parameters(n), "either", r"parameter|array|" + limit, run=True))
    c.append(Case("scalar_parameters_300", scalar_parameters(300), "translate", run=True))
    for n in (500, 511, 512, 513, 600, 5000):
        c.append(Case(f"long_identifiers_{n}", long_identifiers(n), "either", r"identifier|name|" + limit, run=True))
    for n in (250, 505, 520):
        c.append(Case(f"long_table_names_{n}", long_table_names(n), "either", r"identifier|name|" + limit, run=True))
    c.append(Case("static_table_1e6", static_table(1000000), "translate"))
    c.append(Case("static_table_1_30", static_table(1 << 30), "either", limit))
    c.append(Case("static_table_1_40", static_table(1 << 40), "either", limit))
    c.append(Case("local_array_1e5", local_array(100000), "either", limit))
    c.append(Case("local_array_1_28", local_array(1 << 28), "either", limit))
    for n in (400, 600, 2000):
        c.append(Case(f"defines_{n}", defines(n), "translate", options=[f"-DV{i}={i % 3}" for i in range(n)]))
    for n in (60, 100):
        cpp = "cpp " + " ".join(f"-DW{i}={i % 3}" for i in range(n))
        c.append(Case(f"cpp_words_{n}", f"int cpp_words(const int a[4]) {{ return a[0] + W{n - 1}; }}\n", "either",
                      r"cpp|word|" + limit, options=[f"--cpp={cpp}"]))
    for n in (60, 64, 65, 100):
        text, files = included(n)
        c.append(Case(f"included_{n}", text, "translate", options=["-MD"], files=files))
    for n in (200, 300):
        c.append(Case(f"load_ahead_accesses_{n}", load_ahead_accesses(n), "translate", run=True))
        c.append(Case(f"load_ahead_assigned_{n}", load_ahead_assigned(n), "translate", run=True))
    for n in (8, 9, 12):
        c.append(Case(f"load_ahead_atoms_{n}", load_ahead_atoms(n), "translate", run=True))
    return c


MEMORY_LIMIT = 4 << 30


def limits(cpu_seconds, memory=True):
    """What a child process runs under: cpu_seconds of CPU time (then SIGXCPU, and SIGKILL a
    second later should it go on), and MEMORY_LIMIT bytes of address space unless memory is
    False (an AddressSanitizer build, which reserves terabytes before main)."""
    def apply():
        seconds = int(cpu_seconds + 0.999)
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    return apply


class Limits:
    """The bounds of one case: CPU seconds for bulkcc (gcc and the driver get four times as
    many) and the wall-clock backstop."""

    def __init__(self, cpu, wall):
        self.cpu, self.wall = cpu, wall


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def bounded_run(command, cpu_seconds, wall_seconds, memory=True, **keywords):
    """subprocess.run under limits(); returns (CompletedProcess or None, verdict, CPU seconds):
    verdict is '' or says which bound stopped it."""
    before = children_cpu_seconds()
    try:
        done = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=wall_seconds,
                              preexec_fn=limits(cpu_seconds, memory), **keywords)
    except subprocess.TimeoutExpired:
        return None, f"HANG (over {wall_seconds:.0f} s of wall time, the backstop)", children_cpu_seconds() - before
    cpu = children_cpu_seconds() - before
    if done.returncode in (-signal.SIGXCPU, -signal.SIGKILL) and cpu >= cpu_seconds - 0.5:
        return done, f"HANG (over {cpu_seconds:.0f} s of CPU time)", cpu
    return done, "", cpu


def sanitized_environment():
    """An AddressSanitizer build reserves terabytes of address space, so RLIMIT_AS would stop it
    before main: it is held to the same limit through its own allocator instead (no allocation
    over the limit, and the process stopped when its resident memory reaches it)."""
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = (env["ASAN_OPTIONS"] + ":" if env.get("ASAN_OPTIONS") else "") + \
        f"max_allocation_size_mb={MEMORY_LIMIT >> 20}:hard_rss_limit_mb={MEMORY_LIMIT >> 20}:allocator_may_return_null=1"
    return env


def run_case(case, bulkcc, out, bounds):
    """Returns (passed, text)."""
    work = os.path.join(out, case.name)
    os.makedirs(work, exist_ok=True)
    for name, text in case.files.items():
        with open(os.path.join(work, name), "w") as f:
            f.write(text)
    source = os.path.join(work, case.name + ".c")
    with open(source, "w") as f:
        f.write(case.source)
    emitted = os.path.join(work, case.name + ".bulk.c")
    command = [bulkcc, "--target=cpu", *case.options, source, "-o", emitted, "--header",
               os.path.join(work, case.name + ".bulk.h")]
    if case.run:
        command += ["--emit-driver", os.path.join(work, "driver.c")]
    sanitized = "ASAN_OPTIONS" in os.environ
    done, stopped, seconds = bounded_run(command, bounds.cpu, bounds.wall, memory=not sanitized, cwd=work,
                                         env=sanitized_environment() if sanitized else None)
    if stopped:
        return False, stopped
    first_error = next((line for line in done.stderr.splitlines() if "error:" in line), "")
    first_error = first_error[first_error.find("error:"):][:160] if first_error else ""
    if done.returncode < 0 or done.returncode >= 128:
        return False, f"CRASH (exit {done.returncode}) {done.stderr.strip().splitlines()[-1][:160] if done.stderr.strip() else ''}"
    if done.returncode == 0:
        if case.expect == "refuse":
            return False, "ACCEPTED a program that must be refused (a false proof)"
        if case.expect == "warn" and not re.search(r"warning: .*(" + case.pattern + ")", done.stderr):
            return False, "ACCEPTED without a warning naming the limit (an assumed proof)"
        compile_ = ["gcc", "-std=gnu11", "-fopenmp", "-Wall", "-Werror", "-I" + os.path.join(ROOT, "runtime"), emitted]
        compile_ += ["-c", "-o", os.path.join(work, "bulk.o")] if case.run else ["-fsyntax-only"]
        if "--target=cuda" in case.options:  # CUDA code, as C++ through the emulation (no nvcc needed)
            compile_ = ["c++", "-DBULK_EMULATION", "-Wall", "-Werror", "-I" + os.path.join(ROOT, "runtime"),
                        "-x", "c++", emitted, "-fsyntax-only"]
        compiled, stopped, _ = bounded_run(compile_, bounds.cpu * 4, bounds.wall, memory=False)
        if stopped:
            return False, f"gcc on the CPU code: {stopped}"
        if compiled.returncode != 0:
            message = next((line for line in compiled.stderr.splitlines() if "error" in line), compiled.stderr[:160])
            return False, f"CPU CODE DOES NOT COMPILE: {message[:200]}"
        if case.name.startswith("included_"):
            deps = os.path.join(work, case.name + ".bulk.d")
            listed = open(deps).read() if os.path.exists(deps) else ""
            missing = [h for h in case.files if h not in listed]
            if missing:
                return False, f"DEPENDENCIES MISSING from {os.path.basename(deps)}: {len(missing)} of {len(case.files)} headers ({missing[0]}...)"
        if case.run:
            verdict = run_driver(case, work, source, bounds)
            if verdict:
                return False, verdict
        return True, f"translated in {seconds:.1f} s of CPU"
    if case.expect == "translate":
        return False, f"REFUSED a valid program (exit {done.returncode}): {first_error}"
    if not first_error:
        return False, f"exit {done.returncode} WITHOUT an error message"
    if case.expect == "refuse" and done.returncode != 1:
        return False, f"exit {done.returncode} (not 1): {first_error}"
    if not re.search(case.pattern, first_error, re.I):
        return False, f"ERROR DOES NOT NAME THE LIMIT: {first_error}"
    return True, f"refused: {first_error}"


def run_driver(case, work, source, bounds):
    """Builds the checking driver with the runtime and runs it for a few p: '' when all match."""
    runtime = os.path.join(ROOT, "runtime")
    steps = [["gcc", "-O1", "-std=gnu11", "-fopenmp", "-I" + runtime, "-c", os.path.join(runtime, "bulk_cpu.c"), "-o", "rt.o"],
             ["gcc", "-O1", "-std=gnu11", "-ffp-contract=off", "-c", source, "-o", "seq.o"],
             ["gcc", "-O1", "-std=gnu11", "-I" + work, "-I" + runtime, "-c", "driver.c", "-o", "driver.o"],
             ["gcc", "-fopenmp", "driver.o", "seq.o", "bulk.o", "rt.o", "-o", "check", "-lm"],
             ["./check", "1", "7", "100"]]
    for step in steps:
        done, stopped, _ = bounded_run(step, bounds.cpu * 4, bounds.wall, memory=False, cwd=work)
        if stopped:
            return f"{os.path.basename(step[0])}: {stopped}"
        if done.returncode != 0 or "MISMATCH" in done.stdout:
            text = (done.stdout + done.stderr).strip().splitlines()
            return f"{'RUN' if step[0] == './check' else 'BUILD'} FAILED ({os.path.basename(step[0])}, exit {done.returncode}): {text[-1][:160] if text else ''}"
    return ""


def main():
    parser = argparse.ArgumentParser(description="bulkcc's limits, crossed")
    parser.add_argument("--bulkcc")
    parser.add_argument("--out")
    parser.add_argument("--only", default="")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--cpu-limit", type=float, default=120,
                        help="CPU seconds of one bulkcc run before it counts as a hang (gcc and the "
                        "checking program get four times as many)")
    parser.add_argument("--wall-limit", type=float, default=900,
                        help="wall-clock seconds of one process before it counts as a hang (a backstop "
                        "for a process that waits without computing)")
    parser.add_argument("--known", help="a file naming the cases known to fail (one a line, # comments): "
                        "they do not fail the run, and one that passes does, so that the list shrinks")
    args = parser.parse_args()
    known = set()
    if args.known:
        with open(args.known) as f:
            known = {line.split("#")[0].strip() for line in f} - {""}
    chosen = [c for c in cases() if not args.only or any(c.name.startswith(o) for o in args.only.split(","))]
    if args.list:
        for c in chosen:
            print(f"{c.name}: {c.expect}")
        return 0
    if not args.bulkcc or not args.out:
        parser.error("--bulkcc and --out are needed")
    failed = 0
    for case in chosen:
        ok, text = run_case(case, os.path.abspath(args.bulkcc), os.path.abspath(args.out),
                            Limits(args.cpu_limit, args.wall_limit))
        if case.name in known:
            label = "FIXED (take it off the known list)" if ok else "known failure"
            failed += ok
        else:
            label = "ok" if ok else "FAIL"
            failed += not ok
        print(f"{case.name}: {label}: {text}", flush=True)
    print(f"stress: {len(chosen)} cases, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
