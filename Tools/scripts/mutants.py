#!/usr/bin/env python3
"""Applies the mutants listed in Tools/mutants/*.txt one at a time, rebuilds, runs the tests each
names, puts the code back, and prints the score. See Tools/mutants/README.md for the format.

    Tools/scripts/mutants.py                   every mutant
    Tools/scripts/mutants.py --critical        only those marked `critical: yes` (CI)
    Tools/scripts/mutants.py --only ID ...     the mutants named
    Tools/scripts/mutants.py --check           only check the list against the code (no build)
    Tools/scripts/mutants.py --update-lines    after an edit moved code, rewrite the `line` fields

Exit status: 0 when the score reaches the target (every critical mutant killed, with
--critical), 1 when it does not, 2 when the list is wrong (a `from` text not found exactly once,
a missing key, a test filter that runs no test).
"""

import argparse
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIST_FOLDER = ROOT / "Tools" / "mutants"
KEYS = {"id", "file", "line", "from", "to", "tests", "critical", "why"}
REQUIRED = {"id", "file", "line", "from", "to", "tests", "why"}
# The share of all mutants the tests must kill for `make mutants` to pass.
TARGET_SCORE = 0.95
# A test run longer than this on a mutant is a hang the mutant caused: counted as caught, as a
# time limit in the tests would catch it.
TEST_TIMEOUT_SECONDS = 600
# The flags `make` builds with (passed by the Makefile), so that a mutant run and `make test`
# share one build folder without rebuilding it whole: a change of flags recompiles everything.
BUILD = ["swift", "build", "--build-tests"] + os.environ.get(
    "BUILD_FLAGS", "-Xswiftc -warnings-as-errors -Xswiftc -enable-incremental-file-hashing").split()


class ListError(Exception):
    """The list does not match the code."""


@dataclass
class Mutant:
    id: str
    file: str
    line: int
    original: str
    replacement: str
    tests: str
    critical: bool
    why: str
    source: str

    def apply(self, text):
        """The file's text with this mutant applied."""
        count = text.count(self.original)
        if count != 1:
            raise ListError(f"{self.source}: {self.id}: `from` occurs {count} times in {self.file}, not once")
        found = text[: text.index(self.original)].count("\n") + 1
        if found != self.line:
            raise ListError(
                f"{self.source}: {self.id}: `from` is on line {found} of {self.file}, not {self.line} "
                "(Tools/scripts/mutants.py --update-lines rewrites the lines)")
        return text.replace(self.original, self.replacement)


def unescape(value):
    return value.replace("\\n", "\n")


def read_list(path):
    """The mutants of one list file."""
    mutants = []
    blocks = re.split(r"\n\s*\n", path.read_text(encoding="utf-8"))
    for block in blocks:
        fields = {}
        for raw in block.splitlines():
            if not raw.strip() or raw.lstrip().startswith("#"):
                continue
            key, separator, value = raw.partition(":")
            key = key.strip()
            if not separator or key not in KEYS:
                raise ListError(f"{path.name}: not a `key: value` line: {raw!r}")
            if key in fields:
                raise ListError(f"{path.name}: `{key}` given twice in one mutant")
            fields[key] = value[1:] if value.startswith(" ") else value
        if not fields:
            continue
        missing = REQUIRED - fields.keys()
        if missing:
            raise ListError(f"{path.name}: mutant {fields.get('id', '?')} lacks {', '.join(sorted(missing))}")
        if not fields["line"].strip().isdigit():
            raise ListError(f"{path.name}: {fields['id']}: line is not a number")
        mutants.append(
            Mutant(
                id=fields["id"].strip(), file=fields["file"].strip(), line=int(fields["line"]),
                original=unescape(fields["from"]), replacement=unescape(fields["to"]),
                tests=fields["tests"].strip(), critical=fields.get("critical", "no").strip() == "yes",
                why=fields["why"].strip(), source=path.name))
    return mutants


def update_lines():
    """Rewrites each list's `line` fields to where each `from` text now is; the count changed."""
    changed = 0
    for path in sorted(LIST_FOLDER.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        for mutant in read_list(path):
            code = (ROOT / mutant.file).read_text(encoding="utf-8")
            if code.count(mutant.original) != 1:
                raise ListError(f"{path.name}: {mutant.id}: `from` no longer occurs once in {mutant.file}")
            found = code[: code.index(mutant.original)].count("\n") + 1
            if found != mutant.line:
                old = f"id: {mutant.id}\n"
                start = text.index(old)
                end = text.find("\n\n", start)
                end = len(text) if end < 0 else end
                block = re.sub(r"(?m)^line: *\d+$", f"line: {found}", text[start:end], count=1)
                text = text[:start] + block + text[end:]
                changed += 1
        path.write_text(text, encoding="utf-8")
    return changed


def read_all():
    mutants = []
    for path in sorted(LIST_FOLDER.glob("*.txt")):
        mutants += read_list(path)
    seen = set()
    for mutant in mutants:
        if mutant.id in seen:
            raise ListError(f"{mutant.source}: the id {mutant.id} is used twice")
        seen.add(mutant.id)
        path = ROOT / mutant.file
        if not path.is_file() or ROOT not in path.resolve().parents:
            raise ListError(f"{mutant.source}: {mutant.id}: no file {mutant.file} in the repository")
        mutant.apply(path.read_text(encoding="utf-8"))
        if mutant.original == mutant.replacement:
            raise ListError(f"{mutant.source}: {mutant.id}: `to` is the same as `from`")
    return mutants


def run(command, timeout=None):
    """Runs `command` in its own process group; (exit status or None on timeout, output)."""
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return None, output


def tests_run(output):
    """How many tests the run started (XCTest and Swift Testing together)."""
    xctest = sum(int(n) for n in re.findall(r"Executed (\d+) tests?,", output)[-1:])
    testing = sum(int(n) for n in re.findall(r"Test run with (\d+) tests?", output)[-1:])
    return xctest + testing


def try_mutant(mutant):
    """'killed', 'survived' or 'stillborn' (the mutant does not compile), and seconds taken."""
    path = ROOT / mutant.file
    original = path.read_bytes()
    started = time.monotonic()
    try:
        path.write_text(mutant.apply(original.decode("utf-8")), encoding="utf-8")
        status, output = run(BUILD)
        if status != 0:
            return "stillborn", time.monotonic() - started, output[-2000:]
        status, output = run(
            ["swift", "test", "--skip-build", "--filter", mutant.tests], timeout=TEST_TIMEOUT_SECONDS)
        if status == 0 and tests_run(output) == 0:
            raise ListError(f"{mutant.source}: {mutant.id}: the filter {mutant.tests!r} runs no test")
        return ("survived" if status == 0 else "killed"), time.monotonic() - started, ""
    finally:
        path.write_bytes(original)


def main():
    # Piped into `head`, the listing stops quietly.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--critical", action="store_true", help="only the mutants marked critical")
    parser.add_argument("--only", nargs="+", metavar="ID", help="only these mutants")
    parser.add_argument("--check", action="store_true", help="check the list against the code, run nothing")
    parser.add_argument("--update-lines", action="store_true", help="rewrite the line fields to where the code is")
    options = parser.parse_args()
    if options.update_lines:
        try:
            print(f"mutants: {update_lines()} line fields updated")
        except ListError as error:
            print(f"mutants: {error}", file=sys.stderr)
            return 2
        return 0
    try:
        mutants = read_all()
    except ListError as error:
        print(f"mutants: {error}", file=sys.stderr)
        return 2
    if options.critical:
        mutants = [mutant for mutant in mutants if mutant.critical]
    if options.only:
        unknown = set(options.only) - {mutant.id for mutant in mutants}
        if unknown:
            print(f"mutants: no mutant named {', '.join(sorted(unknown))}", file=sys.stderr)
            return 2
        mutants = [mutant for mutant in mutants if mutant.id in options.only]
    critical = sum(mutant.critical for mutant in mutants)
    print(f"mutants: {len(mutants)} listed ({critical} critical) in {LIST_FOLDER.relative_to(ROOT)}")
    if options.check:
        for mutant in mutants:
            print(f"  {mutant.id}: {mutant.file}:{mutant.line} [{mutant.tests}]")
        return 0
    # Interrupted or not, the code is put back by try_mutant's `finally`.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    results = {"killed": [], "survived": [], "stillborn": []}
    try:
        for index, mutant in enumerate(mutants, 1):
            verdict, seconds, detail = try_mutant(mutant)
            results[verdict].append(mutant)
            mark = {"killed": "killed  ", "survived": "SURVIVED", "stillborn": "STILLBORN"}[verdict]
            print(f"[{index}/{len(mutants)}] {mark} {mutant.id} ({mutant.file}:{mutant.line}, {seconds:.0f} s)", flush=True)
            if verdict != "killed":
                print(f"    {mutant.why}", flush=True)
            if detail:
                print("    " + detail.strip().replace("\n", "\n    ")[-800:], flush=True)
    except ListError as error:
        print(f"mutants: {error}", file=sys.stderr)
        return 2
    finally:
        # The build folder holds the last mutant's objects: build the code as it is again.
        run(BUILD)
    counted = len(results["killed"]) + len(results["survived"])
    score = len(results["killed"]) / counted if counted else 1.0
    print(f"mutants: {len(results['killed'])} of {counted} killed ({score:.1%}); "
          f"{len(results['stillborn'])} did not compile")
    for mutant in results["survived"]:
        print(f"  survived: {mutant.id} ({mutant.source}): {mutant.why}")
    if results["stillborn"]:
        print("mutants: a mutant that does not compile tests nothing; change it", file=sys.stderr)
        return 2
    if options.critical or options.only:
        return 1 if results["survived"] else 0
    return 0 if score >= TARGET_SCORE else 1


if __name__ == "__main__":
    sys.exit(main())
