#!/usr/bin/env python3
"""report.py: turns the BENCH lines of bench.sh's log into BASE.csv (every measurement), BASE.md
(the table at each case's largest p, and the performance targets with what was measured; the
whole NAME_bulk call's table and targets, from report_whole_call.py) and BASE.svg (time against p
for each kernel case, log-log, as in the paper's figures). Standard library only.
    usage: report.py LOG BASE
"""
import csv
import math
import sys

import report_engines
import report_whole_call

FIELDS = ["case", "N", "p", "variant", "ms", "gbps", "of_copy", "mismatches", "note"] + report_whole_call.FIELDS


def parse(log):
    rows, header = [], ""
    with open(log) as f:
        for line in f:
            if line.startswith("# ") and not header:
                header = line[2:].strip()
            if not line.startswith("BENCH "):
                continue
            fields = dict(item.split("=", 1) for item in line.split()[1:])
            rows.append({k: fields.get(k, "") for k in FIELDS})
    return header, rows


def num(value):
    try:
        return float(value)
    except ValueError:
        return None


def find(rows, case, n, p, variant):
    for r in rows:
        if r["case"] == case and r["N"] == str(n) and r["p"] == str(p) and r["variant"] == variant:
            return r
    return None


def cases(rows):
    seen = []
    for r in rows:
        key = (r["case"], int(r["N"]))
        if r["case"] not in ("copy", "empty", report_whole_call.CASE, report_engines.CASE) and key not in seen:
            seen.append(key)
    return seen


def largest_p(rows, case, n):
    return max(int(r["p"]) for r in rows if r["case"] == case and r["N"] == str(n))


def fmt(value, digits=3):
    return "-" if value is None else f"{value:.{digits}f}"


def timing_lines(header):
    """How bench_common.h timed the calls: bench.sh names BENCH_TIMING in the log's first line."""
    if "BENCH_TIMING=plain" in header:
        return ["timed alone on an idle stream (BENCH_TIMING=plain: the host's launch latency counts, L2",
                "as preparation left it);"]
    return ["queued behind a held stream (the host's launch latency is not counted) and started with a",
            "cleaned L2 cache (its data comes from device memory);"]


def table(header, rows, log):
    engines = [""] + report_engines.section(rows) if any(r["case"] == report_engines.CASE for r in rows) else []
    if not cases(rows):  # the whole-call part alone (bench.sh --whole-call-only)
        return "\n".join([f"# make bench, the whole call: {header}", ""] + report_whole_call.section(rows, log) +
                         engines) + "\n"
    copy = num(next(r["gbps"] for r in rows if r["case"] == "copy"))
    out = [f"# make bench: {header}", "",
           "Produced by bench/bench.sh (bench/bench_prefix.cu, bench/bench_opt.cu); every number below was",
           "measured in this one run. GPU times: kernel medians (CUDA events) after a warm-up, each call",
           *timing_lines(header),
           "CPU: wall time of the sequential C over the instances (one core: on a subset where noted,",
           "scaled to p).",
           "Every GPU result was compared with the sequential C's, bit for bit (mismatches: instances that",
           "differ; all variants).", "",
           f"Device-to-device copy: {copy:.0f} GB/s (bytes read + written).", "",
           "| case | p | generated ms | block | hand-written ms | generated vs hand | GB/s | of copy | "
           "row-wise ms | CPU 1 core ms | CPU all cores ms | vs 1 core | vs all cores | mismatches |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for case, n in cases(rows):
        p = largest_p(rows, case, n)
        g, h = find(rows, case, n, p, "generated"), find(rows, case, n, p, "handwritten")
        row, c1, call = (find(rows, case, n, p, v) for v in ("row-wise", "cpu-1-core", "cpu-all-cores"))
        gm = num(g["ms"]) if g else None
        hm = num(h["ms"]) if h else None
        bad = sum(int(r["mismatches"]) for r in rows if r["case"] == case and r["N"] == str(n))
        block = g["note"].replace("block-", "") if g else "-"
        ratio = lambda a, b: "-" if a is None or b is None or b == 0 else f"{a / b:.2f}x"
        out.append(f"| {case} N={n} | {p} | {fmt(gm, 4)} | {block} | {fmt(hm, 4)} | {ratio(hm, gm)} | "
                   f"{g['gbps'] if g else '-'} | {g['of_copy'] + '%' if g and g['of_copy'] != '-' else '-'} | "
                   f"{fmt(num(row['ms']) if row else None, 2)} | {fmt(num(c1['ms']) if c1 else None, 1)} | "
                   f"{fmt(num(call['ms']) if call else None, 1)} | {ratio(num(c1['ms']) if c1 else None, gm)} | "
                   f"{ratio(num(call['ms']) if call else None, gm)} | {bad} |")
    extra = [r for r in rows if r["variant"].startswith("handwritten-") or r["variant"].startswith("generated-group")]
    if extra:
        out += ["", "Other kernels at the largest p:", "", "| case | p | kernel | ms | of copy |", "|---|---|---|---|---|"]
        for r in extra:
            if int(r["p"]) == largest_p(rows, r["case"], int(r["N"])):
                oc = r["of_copy"] + "%" if r["of_copy"] != "-" else "-"
                out.append(f"| {r['case']} N={r['N']} | {r['p']} | {r['variant']} | {r['ms']} | {oc} |")
    out += ["", "## Targets", ""] + targets(rows)
    out += ["", "Time against p for each case: the .svg beside this file; every measurement: the .csv."]
    if any(r["case"] == report_whole_call.CASE for r in rows):
        out += [""] + report_whole_call.section(rows, log)
    return "\n".join(out + engines) + "\n"


def floor_line(rows, n, point):
    """What a call of this size leaves to move its bytes at 90% of the copy rate, once the time of a
    kernel with nothing to do (timed the same way) is taken off."""
    empty = next((num(r["ms"]) for r in rows if r["case"] == "empty"), None)
    if empty is None:
        return ""
    copy = num(next(r["gbps"] for r in rows if r["case"] == "copy"))
    nbytes = 2.0 * n * int(point["p"]) * 4
    at_copy = nbytes / (copy * 1e6)  # ms
    left = at_copy / 0.9 - empty
    return (f"   - p={point['p']}: its bytes take {1e3 * at_copy:.1f} us at the copy rate, so 90% allows "
            f"{1e3 * at_copy / 0.9:.1f} us; a kernel with nothing to do takes {1e3 * empty:.1f} us timed the same "
            f"way, which leaves {1e3 * left:.1f} us to move them"
            + (f" ({nbytes / (left * 1e6):.0f} GB/s)" if left > 0 else ""))


def targets(rows):
    lines = []

    def verdict(ok):
        return "met" if ok else "**not met**"

    for n in (32, 1024):
        points = [r for r in rows if r["case"] == "prefix_sums" and r["N"] == str(n) and r["variant"] == "generated"
                  and int(r["p"]) >= 65536]
        if points:
            worst = min(num(r["of_copy"]) for r in points)
            def same_size(r):
                c = find(rows, "prefix_sums", n, r["p"], "copy-same-size")
                return f", {100 * num(r['gbps']) / num(c['gbps']):.1f}% of a copy of the same bytes" if c else ""
            lines.append(f"1. prefix sums N={n}, p >= 65536: generated kernel at "
                         + "; ".join(f"{r['of_copy']}% (p={r['p']}{same_size(r)})" for r in points)
                         + f" of copy; target 90%: {verdict(worst >= 90)}")
            lines += [line for line in (floor_line(rows, n, r) for r in points if num(r["of_copy"]) < 90) if line]
    g, h = (find(rows, "opt", 8, largest_p(rows, "opt", 8), v) for v in ("generated", "handwritten-registers")) \
        if any(r["case"] == "opt" and r["N"] == "8" for r in rows) else (None, None)
    if g and h:
        over = num(g["ms"]) / num(h["ms"]) - 1
        lines.append(f"2. OPT N=8: generated {g['ms']} ms, hand-written registers {h['ms']} ms: "
                     f"{100 * over:+.1f}%; target within 10%: {verdict(over <= 0.10)}")
    if any(r["case"] == "opt" and r["N"] == "64" for r in rows):
        p = largest_p(rows, "opt", 64)
        g, h = find(rows, "opt", 64, p, "generated"), find(rows, "opt", 64, p, "handwritten")
        if g and h:
            s = num(h["ms"]) / num(g["ms"])
            lines.append(f"3. OPT N=64, p={p}: generated {g['ms']} ms, hand-written column-wise {h['ms']} ms: "
                         f"{s:.2f}x; target 1.2x: {verdict(s >= 1.2)}")
    g = find(rows, "prefix_sums", 32768, 8192, "generated")
    if g:
        lines.append(f"4. prefix sums N=32768, p=8192: {g['of_copy']}% of copy; target 40%: "
                     f"{verdict(num(g['of_copy']) >= 40)}")
    tr = [r for r in rows if r["variant"] == "transpose" and int(r["p"]) == largest_p(rows, r["case"], int(r["N"]))]
    if tr:
        worst = min(num(r["of_copy"]) for r in tr)
        lines.append("5. transposition: " + ", ".join(f"{r['of_copy']}% (N={r['N']}, p={r['p']})" for r in tr)
                     + f" of copy; target 90%: {verdict(worst >= 90)}")
    blocks = sorted({r["note"] for r in rows if r["variant"] == "generated"})
    lines.append("6. block size: from the occupancy API (bulk_run_launch_shape); used here: "
                 + ", ".join(b.replace("block-", "") for b in blocks))
    return lines


COLORS = {"generated": "#d62728", "handwritten": "#1f77b4", "row-wise": "#2ca02c", "cpu-all-cores": "#7f7f7f",
          "handwritten-registers": "#9467bd", "handwritten-local-memory": "#8c564b"}


def svg(rows):
    panels = cases(rows)
    w, h, cols = 360, 260, 3
    nrows = math.ceil(len(panels) / cols)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w * cols}" height="{h * nrows + 30}" '
           'font-family="sans-serif" font-size="11">', '<rect width="100%" height="100%" fill="white"/>']
    for i, (case, n) in enumerate(panels):
        x0, y0 = (i % cols) * w, (i // cols) * h + 30
        pts = [r for r in rows if r["case"] == case and r["N"] == str(n) and r["variant"] in COLORS and num(r["ms"])]
        if not pts:
            continue
        ps = [int(r["p"]) for r in pts]
        ms = [num(r["ms"]) for r in pts]
        lx0, lx1 = math.log10(min(ps)), math.log10(max(ps)) + 1e-9
        ly0, ly1 = math.floor(math.log10(min(ms))), math.ceil(math.log10(max(ms)))
        if ly1 == ly0:
            ly1 += 1
        left, right, top, bottom = x0 + 50, x0 + w - 15, y0 + 25, y0 + h - 40
        px = lambda p: left + (math.log10(p) - lx0) / (lx1 - lx0 or 1) * (right - left)
        py = lambda m: bottom - (math.log10(m) - ly0) / (ly1 - ly0) * (bottom - top)
        out.append(f'<text x="{x0 + w / 2}" y="{y0 + 12}" text-anchor="middle" font-weight="bold">{case} N={n}</text>')
        out.append(f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" fill="none" stroke="#999"/>')
        for e in range(int(ly0), int(ly1) + 1):
            out.append(f'<text x="{left - 4}" y="{py(10 ** e) + 4}" text-anchor="end">1e{e}</text>')
        for p in sorted(set(ps)):
            out.append(f'<text x="{px(p)}" y="{bottom + 14}" text-anchor="middle">{p}</text>')
        out.append(f'<text x="{(left + right) / 2}" y="{bottom + 28}" text-anchor="middle">p (instances)</text>')
        out.append(f'<text x="{x0 + 12}" y="{(top + bottom) / 2}" transform="rotate(-90 {x0 + 12} {(top + bottom) / 2})" '
                   'text-anchor="middle">ms</text>')
        for variant, color in COLORS.items():
            line = sorted((int(r["p"]), num(r["ms"])) for r in pts if r["variant"] == variant)
            if not line:
                continue
            path = " ".join(f"{px(p):.1f},{py(m):.1f}" for p, m in line)
            out.append(f'<polyline points="{path}" fill="none" stroke="{color}" stroke-width="1.5"/>')
            for p, m in line:
                out.append(f'<circle cx="{px(p):.1f}" cy="{py(m):.1f}" r="2.5" fill="{color}"/>')
    for k, (variant, color) in enumerate(COLORS.items()):
        out.append(f'<rect x="{10 + k * 175}" y="8" width="12" height="12" fill="{color}"/>'
                   f'<text x="{26 + k * 175}" y="18">{variant}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: report.py LOG BASE")
    header, rows = parse(sys.argv[1])
    if not rows:
        sys.exit("report.py: no BENCH lines in " + sys.argv[1])
    base = sys.argv[2]
    with open(base + ".csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        writer.writerows(rows)
    with open(base + ".md", "w") as f:
        f.write(table(header, rows, sys.argv[1]))
    if cases(rows):
        with open(base + ".svg", "w") as f:
            f.write(svg(rows))


if __name__ == "__main__":
    main()
