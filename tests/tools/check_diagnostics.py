#!/usr/bin/env python3
"""Checks that bulkcc's JSON or SARIF diagnostics are well-formed and report the same findings
(severity, file, line, column, message, notes) as its text diagnostics.

usage: check_diagnostics.py json|sarif DOCUMENT TEXT_DIAGNOSTICS"""
import json
import re
import sys
import urllib.parse


def text_findings(path):
    findings = []
    pattern = re.compile(r"^(.*):(\d+):(\d+): (error|warning|note): (.*?)( \[-W[a-z=-]*\])?$")
    for line in open(path):
        m = pattern.match(line.rstrip("\n"))
        if not m:
            continue
        file, ln, col, sev, msg = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)
        if sev == "note":
            findings[-1]["notes"].append((file, ln, col, msg))
        else:
            findings.append({"key": (sev, file, ln, col, msg), "notes": []})
    return findings


def fail(why):
    print("FAIL: " + why)
    sys.exit(1)


def from_json(doc):
    out = []
    for d in doc["diagnostics"]:
        for field in ("severity", "rule", "file", "line", "column", "message", "notes"):
            if field not in d:
                fail("diagnostic without '%s'" % field)
        out.append({"key": (d["severity"], d["file"], d["line"], d["column"], d["message"]),
                    "notes": [(n["file"], n["line"], n["column"], n["message"]) for n in d["notes"]]})
    if doc["errors"] != sum(1 for f in out if f["key"][0] == "error"):
        fail("'errors' does not count the errors")
    return out


def file_name(uri):
    """The file name a SARIF URI stands for: an absolute one is a file:// URI, a relative one a
    reference from the folder bulkcc ran in, as the text names them."""
    if uri.startswith("file://"):
        uri = uri[len("file://"):]
    return urllib.parse.unquote(uri)


def from_sarif(doc):
    if doc.get("version") != "2.1.0" or "sarif-2.1.0" not in doc.get("$schema", ""):
        fail("not SARIF 2.1.0")
    run = doc["runs"][0]
    driver = run["tool"]["driver"]
    if driver["name"] != "bulkcc" or not driver["rules"]:
        fail("tool.driver is incomplete")
    rule_ids = {r["id"] for r in driver["rules"]}
    out = []
    for r in run["results"]:
        if r["ruleId"] not in rule_ids:
            fail("result with an undeclared rule " + r["ruleId"])
        if r["level"] not in ("error", "warning", "note"):
            fail("bad level " + r["level"])
        loc = r["locations"][0]["physicalLocation"]
        region = loc["region"]
        notes = []
        for i, rel in enumerate(r.get("relatedLocations", []), 1):
            if rel["id"] != i:
                fail("related locations are not numbered 1, 2, ...")
            p = rel["physicalLocation"]
            notes.append((file_name(p["artifactLocation"]["uri"]), p["region"]["startLine"], p["region"]["startColumn"],
                          rel["message"]["text"]))
        out.append({"key": (r["level"], file_name(loc["artifactLocation"]["uri"]), region["startLine"], region["startColumn"],
                            r["message"]["text"]), "notes": notes})
    return out


def main():
    kind, document, text = sys.argv[1:4]
    try:
        doc = json.load(open(document))
    except ValueError as e:
        fail("not well-formed JSON: %s" % e)
    structured = from_json(doc) if kind == "json" else from_sarif(doc)
    expected = text_findings(text)
    if not expected:
        fail("the text diagnostics hold no finding")
    if structured != expected:
        fail("findings differ:\n  %s\nversus text:\n  %s" % (structured, expected))
    print("OK: %d findings, %d notes, same as the text" % (len(expected), sum(len(f["notes"]) for f in expected)))


main()
