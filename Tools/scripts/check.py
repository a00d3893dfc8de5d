#!/usr/bin/env python3
"""`make check`: what a change can break, in about a minute; `make test` stays the whole proof.

Builds incrementally, asks `depgraph affected` which targets the changes since SINCE (default
main; uncommitted and untracked files included) rebuild, and runs:

- the tests of every app target among them (`Modules/`, App); the tooling's tests (`Tools/`)
  only when the tooling itself changed, since a feature's change reaches them through the app,
  which the next two steps drive;
- when the app is rebuilt, every bundled flow in English (the languages are `make test`'s), and
  the accessibility audit of every catalogue screen in every language, light, at the largest
  text size (where text is cut first; every appearance and size is `make test`'s audit stage).

Each step says how long it took; a failing step does not stop the others; exit 1 if any failed.
"""

import json
import os
import shlex
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SWIFT = os.environ.get("SWIFT", "swift")
BUILD_FLAGS = shlex.split(os.environ.get("BUILD_FLAGS", "-Xswiftc -warnings-as-errors"))
SINCE = os.environ.get("SINCE") or "main"


def is_app_target(name):
    """Whether a target (or the module a test target tests) is part of the app, not the tooling."""
    module = name[: -len("Tests")] if name.endswith("Tests") else name
    return module == "App" or os.path.isdir(os.path.join(ROOT, "Modules", module))


def run(command, leaving_out=None):
    """Runs `command`, printing what it prints but the lines that start with `leaving_out`."""
    print("$ " + " ".join(shlex.quote(part) for part in command), flush=True)
    if leaving_out is None:
        return subprocess.call(command, cwd=ROOT)
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in process.stdout:
        if not line.startswith(leaving_out):
            print(line, end="", flush=True)
    return process.wait()


def main():
    started = time.monotonic()
    summary = []
    failed = 0

    def step(name, command, leaving_out=None):
        nonlocal failed
        print(f"==> {name}", flush=True)
        began = time.monotonic()
        code = run(command, leaving_out)
        summary.append(f"{'passed' if code == 0 else 'FAILED':8} {name} ({time.monotonic() - began:.1f}s)")
        failed += code != 0
        return code == 0

    if not step("build (incremental)", [SWIFT, "build", "--build-tests", *BUILD_FLAGS]):
        print("make check: the build failed; the compiler's errors are above")
        return 1

    asked = subprocess.run(
        [SWIFT, "run", "--skip-build", "depgraph", "affected", "--since", SINCE, "--format", "json"],
        cwd=ROOT, capture_output=True, text=True)
    if asked.returncode != 0:
        print(asked.stdout + asked.stderr)
        print(f"make check: depgraph could not say what the changes since {SINCE} affect")
        return 1
    affected = json.loads(asked.stdout)
    changed = affected.get("changed", [])
    tooling_changed = any(not is_app_target(name) for name in changed)
    tests = [name for name in affected.get("tests", []) if is_app_target(name) or tooling_changed]
    left_out = [name for name in affected.get("tests", []) if name not in tests]
    print(f"changed since {SINCE}: {', '.join(changed) or 'nothing that a target owns'}")
    if left_out:
        print(f"left to make test (the tooling did not change): {', '.join(left_out)}")

    if tests:
        step(f"tests of {', '.join(tests)}",
             [SWIFT, "test", "--skip-build", "--filter", "^(" + "|".join(tests) + ")\\."])
    else:
        summary.append("none     tests (no test target is affected)")

    if "App" in affected.get("rebuilt", []):
        # A passing step is one line of its flow's report; a failure keeps its screen and tree.
        step("every bundled flow, in English", [SWIFT, "run", "--skip-build", "App", "test", "Tools/FlowFileHost/Flows"],
             leaving_out="  COMPLETED ")
        step("audit of every catalogue screen, every language, light, AX5",
             [SWIFT, "run", "--skip-build", "App", "audit", "--appearance", "light", "--text-size", "AX5"])
    else:
        summary.append("none     flows and audit (the app is not rebuilt)")

    print("\nmake check summary:")
    for line in summary:
        print("  " + line)
    total = time.monotonic() - started
    if failed:
        print(f"make check: {failed} step(s) failed in {total:.0f}s; each failure is above")
        return 1
    print(f"make check: passed in {total:.0f}s; `make test` is the whole proof (every language, "
          "appearance and text size, the tooling's tests, formatting, boundaries and API)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
