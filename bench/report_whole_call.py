"""report_whole_call.py: the whole NAME_bulk call's part of make bench's report (bench/report.py):
the table of whole calls (pageable and pinned user arrays, the pinned copy of the same bytes, the
CPU target), the stage times of bulk_timing, the case beyond the GPU's memory, and the targets of
the whole call with met / not met computed from the run's own numbers. Reads the BENCH lines of
bench_whole_call.cu and bench_whole_call_cpu.c (case=whole-call) and their BULK and '#' lines.
"""

CASE = "whole-call"
# the whole call's fields beyond the common ones, for the CSV file
FIELDS = ["sample", "x_copy", "copy_ms", "bytes", "total_ms", "transfer_ms", "transpose_ms", "kernel_ms",
          "staging_ms", "overlap", "chunks", "chunk_instances", "completed", "bytes_in", "bytes_out", "block",
          "target", "cpu_instances", "cpu_ms"]
BEYOND = "beyond-gpu-memory"
# the cases the targets name
PREFIX_GIB = ("1024", "262144")  # prefix sums N=1024, p=262144: 1 GiB in, 1 GiB out
OPT_GIB = ("64", "65536")        # OPT N=64, p=65536: 1 GiB in


def num(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def ms_of(row):
    return num(row["ms"]) if row else None


def fmt(value, digits=3):
    return "-" if value is None else f"{value:.{digits}f}"


def ratio(a, b, digits=2):
    return "-" if a is None or b is None or b == 0 else f"{a / b:.{digits}f}x"


def beyond(row):
    return row["note"].startswith(BEYOND)


def whole_rows(rows):
    return [r for r in rows if r["case"] == CASE]


def find(rows, n, p, variant):
    for r in whole_rows(rows):
        if r["N"] == n and r["p"] == p and r["variant"] == variant and not beyond(r):
            return r
    return None


def cases(rows):
    """(sample, N, p) in the order the run measured them, the case beyond GPU memory apart."""
    seen = []
    for r in whole_rows(rows):
        key = (r["sample"], r["N"], r["p"])
        if not beyond(r) and key not in seen:
            seen.append(key)
    return seen


def log_lines(log, prefix):
    with open(log) as f:
        return [line.rstrip("\n") for line in f if line.startswith(prefix)]


def threads(rows):
    for r in whole_rows(rows):
        if r["variant"] == "cpu" and "threads-" in r["note"]:
            return r["note"].split("threads-")[1].split(",")[0]
    return "?"


def runs_text(rows):
    counts = sorted({r["note"].split("median-of-")[1].split(",")[0] for r in whole_rows(rows)
                     if "median-of-" in r["note"] and not beyond(r)}, key=int)
    return " or ".join(counts) if counts else "?"


def gib(nbytes):
    return f"{nbytes / 2**30:.3g} GiB" if nbytes >= 2**30 else f"{nbytes / 2**20:.3g} MiB" if nbytes >= 2**20 \
        else f"{nbytes / 2**10:.3g} KiB"


def section(rows, log):
    out = ["## Whole call", "",
           "Produced by bench/bench_whole_call.cu and bench/bench_whole_call_cpu.c in this run: the whole",
           "`NAME_bulk` call as its caller waits for it (the host clock around the call), medians of",
           f"{runs_text(rows)} timed calls after a warm-up call (the larger count for calls of less than 1 MiB,",
           "whose times are near the host clock's noise). Each call on fresh inputs (a hash of seed, instance",
           "and element) with its outputs poisoned (prefix sums work in place: the fresh input is there",
           "instead); every result compared with the sequential C, bit for bit. Pageable: the user's arrays",
           "from malloc; pinned: from bulk_alloc_host; pinned copy: cudaMemcpyAsync of the same bytes from",
           "and to the pinned call's own arrays, in and out at the same time on two streams (OPT: its input in only;",
           f"its results are p floats), timed the same way; CPU: the --target=cpu code on {threads(rows)} host",
           "threads, from malloc'd arrays. The timed calls pass no bulk_timing (as a caller that does not",
           "ask for stage times). Ratios are of times measured in this run.", "",
           "| case | p | bytes moved | pageable ms | pinned ms | pinned copy ms | CPU ms | pinned / copy | "
           "pageable / copy | pageable vs CPU (CPU ms / pageable ms) | mismatches |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for sample, n, p in cases(rows):
        pg, pn, cp, cpu = (find(rows, n, p, v) for v in ("pageable", "pinned", "pinned-copy", "cpu"))
        moved = next((num(r["bytes"]) for r in (pg, pn, cpu) if r and num(r["bytes"])), None)
        bad = sum(int(r["mismatches"]) for r in (pg, pn, cpu) if r)
        failed = [r["variant"] for r in (pg, pn, cpu) if r and ms_of(r) is None]
        out.append(f"| {sample.replace('_', ' ')} N={n} | {p} | {gib(moved) if moved else '-'} | "
                   f"{fmt(ms_of(pg))} | {fmt(ms_of(pn))} | {fmt(ms_of(cp))} | {fmt(ms_of(cpu))} | "
                   f"{ratio(ms_of(pn), ms_of(cp))} | {ratio(ms_of(pg), ms_of(cp))} | {ratio(ms_of(cpu), ms_of(pg))} | "
                   f"{bad}{' (failed: ' + ', '.join(failed) + ')' if failed else ''} |")

    out += ["", "Stages (bulk_timing) of one more call after the timed ones, on fresh inputs; beyond the GPU's",
            "memory, of the median timed call, every one of those passing a bulk_timing. Stage times are",
            "summed over the chunks, so they may exceed the call; overlap is their sum over the call's time:", "",
            "| case | p | arrays | call ms | transfer ms | transpose ms | kernel ms | staging ms | overlap | "
            "chunks x instances |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in whole_rows(rows):
        if r["variant"] in ("pageable", "pinned") and r["chunks"]:
            out.append(f"| {r['sample'].replace('_', ' ')} N={r['N']}{' (beyond GPU memory)' if beyond(r) else ''} | "
                       f"{r['p']} | {r['variant']} | {r['total_ms']} | {r['transfer_ms']} | {r['transpose_ms']} | "
                       f"{r['kernel_ms']} | {r['staging_ms']} | {r['overlap']} | {r['chunks']} x {r['chunk_instances']} |")

    out += both_section(rows)

    big = next((r for r in whole_rows(rows) if beyond(r)), None)
    gib_case = find(rows, *PREFIX_GIB, "pageable")
    out += ["", "### More data than the GPU has memory", ""]
    notes = [line[2:] for line in log_lines(log, "# whole call beyond GPU memory")]
    out += [f"- {line}" for line in notes]
    if big and ms_of(big) is not None:
        rate, base = num(big["gbps"]), num(gib_case["gbps"]) if gib_case else None
        details = big["note"].split(",")
        out.append(f"- prefix sums N={big['N']}, p={big['p']} ({', '.join(d for d in details[1:] if 'median' not in d)}), "
                   f"pageable: {big['ms']} ms, {rate:.2f} GB/s (bytes in + out)"
                   + (f", against {base:.2f} GB/s for p={PREFIX_GIB[1]} (pageable): {100 * rate / base:.1f}%"
                      if base else "")
                   + f"; mismatches {big['mismatches']}")
    elif big:
        out.append(f"- not measured: {big['note']}")
    else:
        out.append("- not in this run")

    failures = log_lines(log, "BULK ")
    other = [line for line in log_lines(log, "error: ")]
    if failures or other:
        out += ["", "### Failed calls", ""] + [f"- `{line}`" for line in failures + other]
    part = log_lines(log, "# whole call part:")
    if part:
        out += ["", f"Wall time of the whole-call part: {part[-1].split(':', 1)[1].strip()}."]
    out += ["", "### Targets of the whole call", ""] + targets(rows, big, gib_case)
    return out


def both_section(rows):
    """The calls on both targets at once, against the ceiling of both: the pinned copy and the CPU
    target running side by side, each on its share, end together at copy * cpu / (copy + cpu)."""
    keyed = [(s, n, p) for s, n, p in cases(rows) if find(rows, n, p, "both-pinned") or find(rows, n, p, "both-pageable")]
    if not keyed:
        return []
    out = ["", "### Both targets at once", "",
           "`BULK_TARGET=both`: the CPU target takes the first instances on all host threads but one, the",
           "GPU the rest, in the share the runtime learned from the entry's earlier calls (three more warm-up",
           "calls than the other variants). Ceiling of both: the pinned copy of all the bytes and the CPU",
           "target on all of them, measured in this run, sharing the instances so that both end together:",
           "copy x CPU / (copy + CPU). Share: the CPU's instances in the call that gave the stages.", "",
           "| case | p | both, pinned ms | both, pageable ms | GPU alone, pinned ms | CPU alone ms | ceiling of both ms | "
           "both pinned / ceiling | both pinned / pinned copy | CPU share | mismatches |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for sample, n, p in keyed:
        bn, bg, pn, cp, cpu = (find(rows, n, p, v) for v in ("both-pinned", "both-pageable", "pinned", "pinned-copy", "cpu"))
        ceiling = None
        if ms_of(cp) and ms_of(cpu):
            ceiling = ms_of(cp) * ms_of(cpu) / (ms_of(cp) + ms_of(cpu))
        share = "-"
        if bn and num(bn.get("cpu_instances")) is not None and num(bn["p"]):
            share = f"{100 * num(bn['cpu_instances']) / num(bn['p']):.0f}%"
            if num(bn["cpu_instances"]) == 0:  # too small to share: one target alone ran it
                alone = {"cpu": "the CPU", "cuda": "the GPU"}.get(bn.get("target"), "one target")
                ceiling, share = None, f"not shared: {alone} alone"
        bad = sum(int(r["mismatches"]) for r in (bn, bg) if r)
        out.append(f"| {sample.replace('_', ' ')} N={n} | {p} | {fmt(ms_of(bn))} | {fmt(ms_of(bg))} | {fmt(ms_of(pn))} | "
                   f"{fmt(ms_of(cpu))} | {fmt(ceiling)} | {ratio(ms_of(bn), ceiling)} | {ratio(ms_of(bn), ms_of(cp))} | "
                   f"{share} | {bad} |")
    return out


def targets(rows, big, gib_case):
    lines = []

    def verdict(ok):
        return "met" if ok else "**not met**"

    def against_copy(n, p, variant, limit, what):
        r, c = find(rows, n, p, variant), find(rows, n, p, "pinned-copy")
        if ms_of(r) is None or ms_of(c) is None:
            return f"{what}: not measured ({r['note'] if r else 'no result'}): **not met**"
        x = ms_of(r) / ms_of(c)
        return f"{what}: {r['ms']} ms against {c['ms']} ms, {x:.3f}x; target <= {limit}x: {verdict(x <= limit)}"

    lines.append("1. " + against_copy(*PREFIX_GIB, "pinned", 1.1,
                                      f"pinned, prefix sums N={PREFIX_GIB[0]} p={PREFIX_GIB[1]} against the "
                                      "both-ways pinned copy"))
    lines.append("   " + against_copy(*OPT_GIB, "pinned", 1.15,
                                      f"pinned, OPT N={OPT_GIB[0]} p={OPT_GIB[1]} against the pinned copy of its input"))
    lines.append("2. " + against_copy(*PREFIX_GIB, "pageable", 2.5,
                                      f"pageable, prefix sums N={PREFIX_GIB[0]} p={PREFIX_GIB[1]} against the "
                                      "both-ways pinned copy"))
    pg, cpu = find(rows, *OPT_GIB, "pageable"), find(rows, *OPT_GIB, "cpu")
    if ms_of(pg) is not None and ms_of(cpu) is not None:
        lines.append(f"   pageable, OPT N={OPT_GIB[0]} p={OPT_GIB[1]}: {pg['ms']} ms against {cpu['ms']} ms for the "
                     f"CPU target ({ms_of(cpu) / ms_of(pg):.2f}x); target faster than the CPU: "
                     f"{verdict(ms_of(pg) < ms_of(cpu))}")
    else:
        lines.append(f"   pageable, OPT N={OPT_GIB[0]} p={OPT_GIB[1]} against the CPU target: not measured: **not met**")
    if big and ms_of(big) is not None and gib_case and num(gib_case["gbps"]):
        share = num(big["gbps"]) / num(gib_case["gbps"])
        lines.append(f"3. beyond GPU memory: {big['gbps']} GB/s against {gib_case['gbps']} GB/s at p={PREFIX_GIB[1]} "
                     f"(pageable both): {100 * share:.1f}%; target within 15% (>= 85%): {verdict(share >= 0.85)}")
    else:
        lines.append("3. beyond GPU memory: not measured"
                     + (f" ({big['note']})" if big else "") + ": **not met**")
    one = find(rows, "1024", "1", "pinned")
    if ms_of(one) is not None:
        lines.append(f"4. p=1, pinned (prefix sums N=1024): {1e3 * ms_of(one):.1f} us; target <= 40 us: "
                     f"{verdict(ms_of(one) <= 0.040)}")
    else:
        lines.append("4. p=1, pinned: not measured: **not met**")
    bad = sum(int(r["mismatches"]) for r in whole_rows(rows))
    lines.append(f"5. every result against the sequential C: {bad} instances without a correct result over all "
                 f"checked calls: {verdict(bad == 0)}")
    return lines
