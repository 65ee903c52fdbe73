#!/usr/bin/env python3
"""Checks that every option `bulkcc --help` lists is in the man page, so the two cannot drift.

usage: help_in_man_page.py HELP_TEXT MAN_PAGE

An option is a word of the help that begins with '-' and a letter, at a line's start or after a
blank, '(' or ','; its name ends at '=', '[', a blank or punctuation. The man page's roff is read
as text: '\\-' is a dash, font changes are dropped, case is ignored (-Wno-NAME is -Wno-\\fIname\\fR)."""
import re
import sys

OPTION = re.compile(r"(?:^|(?<=[\s(,]))(--?[A-Za-z][A-Za-z0-9-]*)")


def options_of_help(text):
    names = []
    for line in text.splitlines():
        if line.startswith("usage:") or line.startswith("       bulkcc"):
            line = line.split(" ", 1)[1]  # the usage lines' options are listed below them too
        for name in OPTION.findall(line):
            if name not in names:
                names.append(name)
    return names


def man_text(roff):
    text = roff.replace("\\-", "-")
    text = re.sub(r"\\f[BIRP]", "", text)
    return text.lower()


def main():
    help_text = open(sys.argv[1]).read()
    man = man_text(open(sys.argv[2]).read())
    options = options_of_help(help_text)
    if len(options) < 10:
        print("FAIL: the help lists only %d options: %s" % (len(options), options))
        sys.exit(1)
    missing = [o for o in options if not re.search(r"(?<![\w-])" + re.escape(o.lower()) + r"(?![\w-])", man)]
    if missing:
        print("FAIL: options of --help not in the man page: " + ", ".join(missing))
        sys.exit(1)
    print("OK: %d options of --help, all in the man page" % len(options))


main()
