# Thin wrappers around SwiftPM. Every build uses the same flags, so `make run` after
# `make test` reuses the build instead of starting over.

SWIFT ?= swift
# Warnings are errors everywhere: a warning that lands is a warning nobody reads.
# File hashing: a source whose bytes did not change (after a checkout, a rebase or a stash)
# is not recompiled although its time stamp moved. (A private edit in a module already
# recompiles only that module and relinks: the driver reads from the module file which
# declarations changed, and no file of App uses a private one. A changed stored property,
# even a private one, changes a layout: it rebuilds the targets that declare the module,
# which is why every target declares all it is built on; see rebuild-closure in
# Tools/README.md.)
BUILD_FLAGS := -Xswiftc -warnings-as-errors -Xswiftc -enable-incremental-file-hashing
SOURCES := Package.swift Modules App Tools Tests Plugins
SNAPSHOT_DIR := .build/snapshots

.PHONY: build run check test test-affected tsan accept feature screen lint format graph snapshots pictures bench report fuzz mutants mutants-critical studio-check release-check clean plugin-check
# The revision `make check` and `make test-affected` compare with.
SINCE ?= main
# The tests whose snapshots `make accept` re-records (a `swift test --filter` pattern); none by default.
SNAPSHOTS ?=
# The feature `make feature` generates, or the screen `make screen` generates.
NAME ?=
# The feature module `make screen` adds a screen to, the screen the new one is reached from, and
# the value its route carries (name:Type, the type String or Int).
MODULE ?=
FROM ?=
PARAM ?=

# What a person or a CI job names (a feature, a revision, a filter, a path) reaches the scripts as
# environment data, never pasted into a shell line: a quote, a backtick or `$(...)` in a value is
# kept as it is. `$(value ...)` keeps make from expanding it first, too.
export MAKE_NAME = $(value NAME)
export MAKE_MODULE = $(value MODULE)
export MAKE_FROM = $(value FROM)
export MAKE_PARAM = $(value PARAM)
export MAKE_SNAPSHOTS = $(value SNAPSHOTS)
export MAKE_SINCE = $(value SINCE)

## build: compile every target, warnings as errors
build:
	$(SWIFT) build $(BUILD_FLAGS)

## run: the guided tour of every screen
run:
	$(SWIFT) run $(BUILD_FLAGS) App demo

## check: after a change, in about a minute: the incremental build, the tests of the app targets
## the changes since $(SINCE) can break, every bundled flow in English and the audit of every
## screen in every language at the largest text size; `make test` stays the whole proof
check:
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" SINCE="$$MAKE_SINCE" python3 Tools/scripts/check.py

## test: every stage, cheap checks first (format, module boundaries, committed graphs), then the
## build with warnings as errors, the public-API check, the tests, every bundled flow and the accessibility audit of the
## catalogue; a
## failing stage does not stop the others, and one summary ends the run (exit 1 if any failed)
test:
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" SOURCES="$(SOURCES)" Tools/scripts/test-stages.sh

## tsan: the content services' tests (URLSession callbacks, the cache's lock, cancellation) under
## ThreadSanitizer, in a build folder of their own (.build/tsan) so that the everyday build keeps
## its objects; a data race fails it (Tools/scripts/tsan-suppressions.txt says what is not judged, and why)
tsan:
	TSAN_OPTIONS="suppressions=$(CURDIR)/Tools/scripts/tsan-suppressions.txt $$TSAN_OPTIONS" \
		$(SWIFT) test --sanitize=thread --scratch-path .build/tsan $(BUILD_FLAGS) --filter ContentServicesTests

## accept: after an intended change, rewrite every generated file: the committed DOT graph, the
## README's Mermaid block and layer table, the API baselines, and the snapshots of the tests SNAPSHOTS=FILTER names
accept:
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" SNAPSHOTS="$$MAKE_SNAPSHOTS" Tools/scripts/accept.sh

## feature: generate a feature module: NAME=Settings writes SettingsModule (one screen that lists
## what it fetches through SettingsContentLoading, its String Catalog), its tests, the loader App
## hands it and its manifest lines, then runs `make accept` for it
feature:
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" Tools/scripts/feature.sh "$$MAKE_NAME"

## screen: add a screen to a feature: MODULE=Home NAME=Author writes the screen's folder, tests and
## words (the module's String Catalog), adds its route to the screen named FROM (default: the one
## named like the module), carrying PARAM=authorID:String when given, and its screenshot to
## Tools/FlowFileHost/Flows/catalogue.yaml, then records its snapshots with `make accept`
screen:
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" Tools/scripts/screen.sh "$$MAKE_MODULE" "$$MAKE_NAME" "$$MAKE_FROM" "$$MAKE_PARAM"

## test-affected: build, then run only the test targets that changes since $(SINCE) (default main,
## uncommitted and untracked files included) can break, as `depgraph affected` maps them
test-affected:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) run --skip-build depgraph affected --since "$$MAKE_SINCE"
	@filter="$$($(SWIFT) run --skip-build depgraph affected --since "$$MAKE_SINCE" --format filter)" || exit $$?; \
	if [ -z "$$filter" ]; then \
		echo "no test target is affected by the changes since $$MAKE_SINCE"; \
	else \
		echo "$(SWIFT) test --skip-build --filter '$$filter'"; \
		$(SWIFT) test --skip-build --filter "$$filter"; \
	fi

## lint: formatting must be clean
lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

## format: rewrite sources in the committed style
format:
	$(SWIFT) format --in-place --recursive $(SOURCES)

## graph: regenerate Tools/dependency-graph.dot, the architecture without test targets (and an
## SVG when Graphviz is installed); `depgraph --format dot` alone draws the tests too
graph:
	$(SWIFT) run $(BUILD_FLAGS) depgraph --skip-tests --format dot --output Tools/dependency-graph.dot
	@if command -v dot >/dev/null 2>&1; then \
		dot -Tsvg Tools/dependency-graph.dot -o .build/dependency-graph.svg && echo "wrote .build/dependency-graph.svg"; \
	else \
		echo "Graphviz (dot) not installed: skipped .build/dependency-graph.svg"; \
	fi

## boundaries: the module-boundary lint and the public-surface check against Tools/api
.PHONY: boundaries
boundaries:
	$(SWIFT) build $(BUILD_FLAGS)
	$(SWIFT) run $(BUILD_FLAGS) depgraph lint
	$(SWIFT) run $(BUILD_FLAGS) depgraph api

## snapshots: render every screen and component as text and SVG under .build/snapshots
snapshots:
	$(SWIFT) run $(BUILD_FLAGS) App snapshot --out $(SNAPSHOT_DIR) --appearance all --format all

## report: the HTML report of every bundled flow (.build/flows-report.html), opened in headless
## Chromium, which takes a screenshot of it (.build/flows-report.png); skipped without Chromium
report:
	$(SWIFT) build $(BUILD_FLAGS)
	$(SWIFT) run --skip-build App test Tools/FlowFileHost/Flows --format html --output .build/flows-report.html
	Tools/report-check.sh .build/flows-report.html .build/flows-report.png

## release-check: the optimised build runs every bundled flow in every language: what the optimiser
## does differently (inlining, releases) shows only there, and `make bench` and users run it
release-check:
	$(SWIFT) build -c release $(BUILD_FLAGS) --product App
	for language in en de ar rtl; do \
		$(SWIFT) run -c release --skip-build App test Tools/FlowFileHost/Flows --language $$language || exit 1; \
	done

## studio-check: `App studio` driven in headless Chromium (chromium, chromium-driver and
## python3-selenium): log in, open a detail, switch to dark, download the recorded flow and run it
## with `App test`; writes .build/studio/studio.png (STUDIO_SCREENSHOT=docs/studio.png copies it there)
STUDIO_SCREENSHOT ?=
export MAKE_STUDIO_SCREENSHOT = $(value STUDIO_SCREENSHOT)
studio-check:
	$(SWIFT) build $(BUILD_FLAGS) --product App
	Tools/scripts/studio-check.sh "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/App" .build/studio $${MAKE_STUDIO_SCREENSHOT:+"$$MAKE_STUDIO_SCREENSHOT"}

## pictures: the SVG snapshots as PNGs, drawn by rsvg-convert (librsvg2-bin) with DejaVu Sans
## (fonts-dejavu-core), the font the pictures are measured with
pictures: snapshots
	@if command -v rsvg-convert >/dev/null 2>&1; then \
		for svg in $(SNAPSHOT_DIR)/*.svg; do rsvg-convert "$$svg" -o "$${svg%.svg}.png" || exit 1; done; \
		echo "wrote PNGs beside the SVGs in $(SNAPSHOT_DIR)"; \
	else \
		echo "rsvg-convert not installed (apt-get install librsvg2-bin fonts-dejavu-core): skipped the PNGs"; \
	fi

## bench: headless benchmarks, release build (app, platform, tokens, flows, YAML against PyYAML; then the graph tool)
bench:
	@python3 -c 'import yaml; yaml.CSafeLoader' 2>/dev/null || \
		(apt-get update -qq && apt-get install -y -qq python3-yaml >/dev/null) 2>/dev/null || \
		echo "note: python3-yaml could not be installed; the YAML row will skip PyYAML"
	$(SWIFT) run -c release App bench
	$(SWIFT) run -c release depgraph bench

## plugin-check: a scratch package in a temporary folder uses the plugins by path, as a SwiftPM user
## would: `swift package depgraph lint` and the build-tool plugin must report its layer violation and
## pass once it is fixed; slow (it builds depgraph from scratch), so `make test` leaves it out
plugin-check:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	DEPGRAPH_PLUGIN_CHECK=1 $(SWIFT) test --skip-build --filter PluginScratchPackageTests

## mutants: apply each mutant listed in Tools/mutants/ in turn, rebuild, run the tests it names and
## print the score (slow: one incremental build per mutant); fails below 95% killed
mutants:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	BUILD_FLAGS="$(BUILD_FLAGS)" Tools/scripts/mutants.py

## mutants-critical: only the security-critical mutants (studio access, HTTP limits, resolver and theme
## bounds, durable write order); CI runs it on every change, and one that survives fails it
mutants-critical:
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	BUILD_FLAGS="$(BUILD_FLAGS)" Tools/scripts/mutants.py --critical

## fuzz: build the libFuzzer harnesses under Tests/Fuzz/ and run each for FUZZ_SECONDS (default 60)
FUZZ_SECONDS ?= 60
export MAKE_FUZZ_SECONDS = $(value FUZZ_SECONDS)
fuzz:
	FUZZ_SECONDS="$$MAKE_FUZZ_SECONDS" Tests/Fuzz/fuzz.sh

clean:
	$(SWIFT) package clean
