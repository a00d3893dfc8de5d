#!/usr/bin/env bash
# Proves "behaviour unchanged" across a refactor by running the command lines README.md shows
# and comparing what they print, their exit status and the files they write:
#
#   readme-commands.sh list README.md > cmds.list           # the README's app and make commands
#   readme-commands.sh run cmds.list OUTDIR BINDIR          # run them (from the repository root)
#   readme-commands.sh compare OUTDIR1 OUTDIR2              # exit 1 on any difference
#
# `run` uses the prebuilt BINDIR/App (never `swift run`, so nothing is built): `make run` is
# `App demo`, other make targets are listed but skipped. Each command gets a fresh HOME and
# XDG_STATE_HOME, stdin from /dev/null (or the README's printf), a timeout (TIMEOUT, 60 s);
# `/tmp/...` paths and --out/--output/--junit files go to a scratch folder shared by the run (so
# `merge-reports shard-*.xml` finds the reports an earlier line wrote). `App studio` never ends:
# it runs STUDIO_SECONDS (5) and is stopped with SIGINT; only its first line of each is kept.
# Per command OUTDIR keeps NN.cmd, NN.stdout, NN.stderr, NN.status and NN.files (sha256 of each
# file it wrote, in scratch or its HOME/state, text normalised first). Output is normalised
# (temporary paths, ports, 64-hex tokens, durations, dates, PIDs) so that two runs of the same
# build compare equal. Run it from the repository root (the commands read Tools/FlowFileHost/Flows etc.).
set -uo pipefail

usage() { echo "usage: $0 list README.md | run LISTFILE OUTDIR BINDIR | compare DIR1 DIR2" >&2; exit 2; }

# README ```sh blocks: lines that run the app or a make target, trailing `# comments` removed,
# each once, in README order. A bare `App X is ...` line is output the README shows, not a command.
list() {
    awk '/^```sh[[:space:]]*$/ { sh = 1; next } /^```/ { sh = 0 } sh' "$1" |
        sed -E 's/[[:space:]]+#([[:space:]].*)?$//; s/^[[:space:]]+//; s/[[:space:]]+$//' |
        grep -E '^((printf .*\| *)?(swift run )?App( |$)|make [a-z])' |
        grep -Ev '^App [a-z-]+ is ' |
        awk '!seen[$0]++'
}

# Replaces what differs between two runs of the same code, and only that.
normalise() {
    sed -E \
        -e "s#${ROOT}#<root>#g; s#${SCRATCH}/cmd[0-9]+#<tmp>#g; s#${SCRATCH}/files#<out>#g" \
        -e 's#/tmp/[A-Za-z0-9._-]+#<tmp>#g' \
        -e 's#(127\.0\.0\.1|localhost|\[::1\]):[0-9]+#\1:<port>#g' \
        -e 's#\b[0-9a-fA-F]{64}\b#<hex64>#g' \
        -e 's#[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:?[0-9]{2})?#<date>#g' \
        -e 's#\b[0-9]+\.[0-9]+ ?(ns|µs|us|ms|s)\b#<dur>#g; s#\b[0-9]+ ?(ns|µs|us|ms)\b#<dur>#g' \
        -e 's#\b(time|timestamp|data-milliseconds)="[^"]*"#\1="<dur>"#g' \
        -e 's#\b([Pp][Ii][Dd])([ =:]+)[0-9]+#\1\2<pid>#g'
}

# "sha256  name" of every file under $1, text files normalised first.
hash_files() {
    (cd "$1" && find . -type f | LC_ALL=C sort | while read -r f; do
        if grep -Iq . "$f" 2>/dev/null; then h=$(normalise <"$f" | sha256sum); else h=$(sha256sum <"$f"); fi
        echo "${h%% *}  ${f#./}"
    done)
}

# The README line as a shell command on the prebuilt binary, its paths sent to scratch.
translate() {
    sed -E -e 's#^make run( |$)#App demo\1#' \
        -e 's#(^|\| *)(swift run )?App( |$)#\1"$APP"\3#' \
        -e 's#(^| )/tmp/#\1$TMPD/#g' \
        -e 's#(--out|--output|--junit)[ =]([^-/$ ][^ ]*)#\1 $OUTD/\2#g' <<<"$1" |
    { read -r cmd; set -f
      # A file an earlier line wrote (`shard-*.xml`) is read from scratch, not the repository.
      for w in $cmd; do
          [[ $w =~ ^[A-Za-z0-9_.*?-]+\.[A-Za-z]+$ ]] || continue
          if ! compgen -G "$w" >/dev/null && compgen -G "$OUTD/$w" >/dev/null; then
              cmd=${cmd/ "$w"/ \$OUTD/$w}
          fi
      done
      echo "$cmd"; }
}

run() {
    local listfile=$1 outdir=$2 bindir
    bindir=$(cd "$3" && pwd) || exit 2
    [ -x "$bindir/App" ] || { echo "no $bindir/App" >&2; exit 2; }
    ROOT=$(pwd -P)
    SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/readme-commands.XXXXXX")
    trap 'rm -rf "$SCRATCH"' EXIT
    export OUTD=$SCRATCH/files APP=$bindir/App
    mkdir -p "$outdir" "$OUTD" "$SCRATCH/bin"
    # No Graphviz, always, whatever the machine has: the studio draws the graph tab itself then, so
    # runs on machines with and without Graphviz compare equal (builds before the studio handed
    # Graphviz its input in a file also died of SIGPIPE at random without it).
    printf '#!/bin/sh\ncat >/dev/null\nexit 127\n' >"$SCRATCH/bin/dot"; chmod +x "$SCRATCH/bin/dot"
    local n=0 line nn cmd t status
    while IFS= read -r line || [ -n "$line" ]; do
        [ -n "$line" ] || continue
        n=$((n + 1)); nn=$(printf %02d "$n")
        echo "$line" >"$outdir/$nn.cmd"
        if [[ $line =~ ^make\  && ! $line =~ ^make\ run($|\ ) ]]; then
            echo "skipped: make target" >"$outdir/$nn.status"; : >"$outdir/$nn.files"
            echo "$nn skipped  $line" >&2; continue
        fi
        cmd=$(translate "$line")
        t=$SCRATCH/cmd$nn; mkdir -p "$t/home" "$t/state" "$t/tmp"
        hash_files "$OUTD" >"$t.before"
        local timeout=(timeout -k 5 "${TIMEOUT:-60}") studio=
        [[ $cmd =~ \"\$APP\"\ (.*\ )?studio( |$) ]] && studio=1 &&
            timeout=(timeout --preserve-status -k 5 -s INT "${STUDIO_SECONDS:-5}")
        HOME=$t/home XDG_STATE_HOME=$t/state TMPD=$t/tmp PATH=$SCRATCH/bin:$PATH \
            "${timeout[@]}" bash -c "$cmd" </dev/null >"$t.stdout" 2>"$t.stderr"
        status=$?
        if [ -n "$studio" ]; then  # a server: only its first line of each says anything stable
            for s in stdout stderr; do head -n 1 "$t.$s" >"$t.1"; mv "$t.1" "$t.$s"; done
        fi
        normalise <"$t.stdout" >"$outdir/$nn.stdout"
        normalise <"$t.stderr" >"$outdir/$nn.stderr"
        echo "$status" >"$outdir/$nn.status"
        { hash_files "$OUTD" | grep -vxF -f "$t.before" | sed 's#  #  out/#'
          hash_files "$t"; } >"$outdir/$nn.files"  # outputs, then its home, state and /tmp
        echo "$nn exit $status  $line" >&2
    done <"$listfile"
}

compare() {
    local d1=$1 d2=$2 n=0 same=0 differ=0 id out d
    for id in $( (cd "$d1" && ls; cd "$d2" && ls) | sed -n 's/\.cmd$//p' | LC_ALL=C sort -u); do
        n=$((n + 1)); out=
        for ext in cmd status stdout stderr files; do
            [ -e "$d1/$id.$ext" ] || [ -e "$d2/$id.$ext" ] || continue
            d=$(diff -u --label "$d1/$id.$ext" --label "$d2/$id.$ext" \
                "$d1/$id.$ext" "$d2/$id.$ext" 2>&1) || out+="$d"$'\n'
        done
        if [ -z "$out" ]; then same=$((same + 1)); else
            differ=$((differ + 1)); echo "=== $id: $(head -n 1 "$d1/$id.cmd" 2>/dev/null)"; echo "$out"
        fi
    done
    echo "$n commands, $same identical, $differ differ"
    [ "$differ" -eq 0 ]
}

case "${1:-}" in
    list) [ $# -eq 2 ] || usage; list "$2" ;;
    run) [ $# -eq 4 ] || usage; run "$2" "$3" "$4" ;;
    compare) [ $# -eq 3 ] || usage; compare "$2" "$3" ;;
    *) usage ;;
esac
