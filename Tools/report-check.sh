#!/usr/bin/env bash
# Opens the HTML report of the bundled flows in headless Chromium and takes a screenshot of
# it, proving the page renders in a real browser. Skips with a notice when Chromium is not
# installed (`.ci/run` installs the Debian package when it can).
set -euo pipefail
report="${1:-.build/flows-report.html}"
shot="${2:-.build/flows-report.png}"

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
        browser="$candidate"
        break
    fi
done
if [ -z "$browser" ]; then
    echo "note: Chromium is not installed; skipping the browser check of $report"
    exit 0
fi

rm -f "$shot"
# A browser that hangs must not hold up CI: two minutes is far more than the page needs.
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,2400 \
    --screenshot="$shot" "file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")" >/dev/null 2>&1
# A page that failed to load still leaves a screenshot of an error page, so check its size too.
size=$(wc -c <"$shot")
if [ "$size" -lt 20000 ]; then
    echo "error: $browser wrote a suspiciously small screenshot ($size bytes) of $report" >&2
    exit 1
fi
echo "$browser rendered $report: screenshot $shot ($size bytes)"
