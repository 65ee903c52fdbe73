"""The lit test format of folders of programs that the differential checks run on.

Each .c file in such a folder (its lit.local.cfg sets this format) is one test: the program runs
through tests/tools/differential.sh on every target, and each run's output must pass
tests/tools/differential_matches.check (every output matches the sequential C at p = 1, 7, 13
and 1000, and no MISMATCH); then the file's own RUN lines run, if it has any. The targets are
cpu (--target=cpu), emulate (the CUDA code run on the CPU) and cuda (the CUDA code on a GPU, run
only where lit found one: the feature cuda-device). Adding a program to the folder is all it
takes to check it so.

A program adjusts its runs with line comments, each a line of its own:
  // DIFFERENTIAL: -DN=16                options for bulkcc and the sequential C, in every run
  // DIFFERENTIAL-BULKCC: --uniform n     options for bulkcc alone, in every run
  // DIFFERENTIAL-TARGETS: cpu emulate    the targets, when not all three (say why on the line above)
  // DIFFERENTIAL-ALSO: cpu --layout=row  one run more: a target, then options for bulkcc alone
A line that begins so with another DIFFERENTIAL- word is an error, so that a misspelt one does
not go unnoticed.
"""
import os
import re
import shlex

import lit.Test
import lit.TestRunner

from suite_selection import SelectedShTest

TOOLS = os.path.dirname(os.path.abspath(__file__))
TARGETS = ("cpu", "emulate", "cuda")  # every program's runs, unless it names its own
KNOWN_TARGETS = TARGETS + ("both",)    # both: the emulated CUDA and the CPU code in one program
NEEDS_GPU = {"cuda": "cuda-device"}  # target -> the lit feature it needs
DIRECTIVE = re.compile(r"^\s*//\s*(DIFFERENTIAL(?:-[A-Z]+)*):(.*)$")


class Runs:
    """What one program asks for: options for every run, its targets, and extra runs."""

    def __init__(self):
        self.options = []
        self.targets = list(TARGETS)
        self.also = []  # (target, bulkcc options)
        self.bulkcc = []  # bulkcc options of every run


def check_targets(names, where):
    for name in names:
        if name not in KNOWN_TARGETS:
            raise ValueError("%s: unknown target '%s' (the targets are %s)" % (where, name, ", ".join(KNOWN_TARGETS)))


def read_runs(path):
    """The runs a program asks for in its DIFFERENTIAL comments; ValueError names a bad line."""
    runs = Runs()
    targets_given = False
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source, 1):
            match = DIRECTIVE.match(line)
            if not match:
                continue
            key, where = match.group(1), "%s:%d" % (path, number)
            try:
                words = shlex.split(match.group(2))
            except ValueError as error:
                raise ValueError("%s: %s: %s" % (where, key, error))
            if key == "DIFFERENTIAL":
                runs.options += words
            elif key == "DIFFERENTIAL-BULKCC":
                runs.bulkcc += words
            elif key == "DIFFERENTIAL-TARGETS":
                if targets_given or not words:
                    raise ValueError("%s: DIFFERENTIAL-TARGETS is given once, with at least one target" % where)
                check_targets(words, where)
                runs.targets, targets_given = words, True
            elif key == "DIFFERENTIAL-ALSO":
                if not words:
                    raise ValueError("%s: DIFFERENTIAL-ALSO names a target, then options for bulkcc" % where)
                check_targets(words[:1], where)
                runs.also.append((words[0], words[1:]))
            else:
                raise ValueError("%s: unknown directive %s: (known: DIFFERENTIAL, DIFFERENTIAL-BULKCC, "
                                 "DIFFERENTIAL-TARGETS, DIFFERENTIAL-ALSO)" % (where, key))
    return runs


def run_command(target, work, options, bulkcc_options):
    environment = "env BULKCC=%bulkcc ARCH=%arch"
    if bulkcc_options:
        environment += " BULKCC_FLAGS=" + shlex.quote(" ".join(bulkcc_options))
    arguments = " ".join(shlex.quote(option) for option in options)
    return "%s %s %s %s %%s %s | FileCheck %s" % (
        environment, os.path.join(TOOLS, "differential.sh"), target, work, arguments,
        os.path.join(TOOLS, "differential_matches.check"))


def differential_commands(runs, features):
    """The shell commands of a program's runs; a target whose feature is missing is left out."""
    commands = ["rm -rf %t.differential && mkdir -p %t.differential"]
    planned = [(target, []) for target in runs.targets] + runs.also
    for index, (target, bulkcc_options) in enumerate(planned):
        feature = NEEDS_GPU.get(target)
        label = target + (" " + " ".join(bulkcc_options) if bulkcc_options else "")
        if feature and feature not in features:
            commands.append("echo %s" % shlex.quote("differential %s: not run here (no %s)" % (label, feature)))
            continue
        work = "%%t.differential/%d-%s" % (index, target)
        commands.append(run_command(target, work, runs.options, runs.bulkcc + bulkcc_options))
    return commands


class DifferentialTest(SelectedShTest):
    """ShTest whose every program also runs through the differential checks, before its RUN lines."""

    def __init__(self, also_targets=()):
        """also_targets: one run more of every program on each of these targets (a folder's choice)."""
        super().__init__(execute_external=True)
        self.also_targets = list(also_targets)

    def execute(self, test, lit_config):
        try:
            runs = read_runs(test.getSourcePath())
        except (ValueError, OSError) as error:
            return lit.Test.Result(lit.Test.UNRESOLVED, str(error))
        runs.also += [(target, []) for target in self.also_targets]
        commands = differential_commands(runs, test.config.available_features)
        return lit.TestRunner.executeShTest(test, lit_config, self.execute_external,
                                            self.extra_substitutions, commands)
