#!/usr/bin/env bash
# `make studio-check`: runs Tools/scripts/studio-check.py with a Python that has Selenium (the
# distribution's python3-selenium lives in /usr/bin/python3, which a pyenv on PATH may hide),
# after checking that Chromium and its driver are installed.
#
#   Tools/scripts/studio-check.sh APP_BINARY OUTPUT_FOLDER [SCREENSHOT_COPY]
set -euo pipefail
cd "$(dirname "$0")/../.."

python=""
for candidate in /usr/bin/python3 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import selenium' >/dev/null 2>&1; then
        python=$candidate
        break
    fi
done
missing=()
[ -n "$python" ] || missing+=(python3-selenium)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
if [ "${#missing[@]}" -gt 0 ]; then
    echo "error: the studio check needs ${missing[*]}: apt-get install -y ${missing[*]}" >&2
    exit 1
fi
# A browser or studio that hangs must not hold up CI.
exec timeout 300 "$python" Tools/scripts/studio-check.py "$@"
