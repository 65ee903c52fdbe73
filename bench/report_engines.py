"""report_engines.py: where the whole call runs, make bench's report (bench/report.py) on the lines
of bench_engines.cu (case=engines): the call on 1, 2 and all GPUs from pinned arrays, alone and
with the CPU's share, beside the aggregate pinned copy, and the default choice beside each engine
alone, with the targets' ratios computed from the run's own numbers.
"""
from report_whole_call import fmt, ms_of

CASE = "engines"


def find(rows, sample, n, p, variant):
    for r in rows:
        if r["case"] == CASE and (r["sample"], r["N"], r["p"], r["variant"]) == (sample, n, p, variant):
            return r
    return None


def keys(rows, test):
    seen = []
    for r in rows:
        key = (r["sample"], r["N"], r["p"])
        if r["case"] == CASE and test(r["variant"]) and key not in seen:
            seen.append(key)
    return seen


def gpus_table(rows):
    out = ["| case | p | GPUs | aggregate pinned copy ms | GPUs alone ms | x one GPU | / copy | with the CPU ms | "
           "x one GPU | mismatches |", "|---|---|---|---|---|---|---|---|---|---|"]
    for sample, n, p in keys(rows, lambda v: v.startswith("pinned-gpus-")):
        one = ms_of(find(rows, sample, n, p, "pinned-gpus-1"))
        counts = sorted({int(r["variant"].rsplit("-", 1)[1]) for r in rows if r["case"] == CASE and
                         (r["sample"], r["N"], r["p"]) == (sample, n, p) and r["variant"].startswith("pinned-gpus-")})
        for g in counts:
            copy, alone, both = (find(rows, sample, n, p, f"{v}-{g}")
                                 for v in ("aggregate-copy-gpus", "pinned-gpus", "both-pinned-gpus"))
            a, b, c = ms_of(alone), ms_of(both), ms_of(copy)
            bad = sum(int(r["mismatches"]) for r in (alone, both) if r)
            out.append(f"| {sample.replace('_', ' ')} N={n} | {p} | {g} | {fmt(c)} | {fmt(a)} | "
                       f"{fmt(one / a if one and a else None, 2)} | {fmt(a / c if a and c else None, 3)} | {fmt(b)} | "
                       f"{fmt(one / b if one and b else None, 2)} | {bad} |")
    return out


def choice_table(rows):
    out = ["| case | p | memory | CPU ms | GPUs ms | both ms | default ms | default chose | default / fastest | "
           "mismatches |", "|---|---|---|---|---|---|---|---|---|---|"]
    worst = None
    for sample, n, p in keys(rows, lambda v: v.startswith("choice-")):
        for memory in ("pageable", "pinned"):
            found = [find(rows, sample, n, p, f"choice-{e}-{memory}") for e in ("cpu", "gpus", "both", "default")]
            ms = [ms_of(r) for r in found]
            engines = [m for m in ms[:3] if m is not None]
            x = ms[3] / min(engines) if ms[3] is not None and engines else None
            if x is not None:
                worst = x if worst is None else max(worst, x)
            bad = sum(int(r["mismatches"]) for r in found if r)
            chose = found[3]["target"] if found[3] and found[3]["target"] else "-"
            out.append(f"| {sample.replace('_', ' ')} N={n} | {p} | {memory} | " + " | ".join(fmt(m) for m in ms) +
                       f" | {chose} | {fmt(x, 3)} | {bad} |")
    return out, worst


def section(rows):
    out = ["## Where the whole call runs", "",
           "Produced by bench/bench_engines.cu in this run, medians of the timed calls, each checked against the",
           "sequential C. Several GPUs (on a machine of two or more): the call from pinned arrays on 1, 2 and",
           "all GPUs, alone and with the CPU's share, beside the same bytes copied over as many GPUs at once.",
           ""]
    gpus = gpus_table(rows)
    out += gpus if len(gpus) > 2 else ["(one GPU: not measured)"]
    table, worst = choice_table(rows)
    out += ["", "The default choice (no BULK_TARGET) beside each engine alone: the CPU target, the GPUs, both",
            "at once; the default's warm-up calls measure the engines first.", ""] + table
    if worst is not None:
        out += ["", f"Default against the fastest engine alone, the worst case: {worst:.3f}x; target <= 1.1x: "
                    f"{'met' if worst <= 1.1 else '**not met**'}"]
    return out
