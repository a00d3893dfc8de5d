#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz/Targets with the address sanitizer, seeds each from
# the files the project ships, runs each for FUZZ_SECONDS and prints executions and crashes.
#
#   Tests/Fuzz/fuzz.sh                       build and run every target
#   FUZZ_SECONDS=600 Tests/Fuzz/fuzz.sh      longer runs
#   FUZZ_TARGETS="deep-links" Tests/Fuzz/fuzz.sh
#   FUZZ_BUILD_ONLY=1 Tests/Fuzz/fuzz.sh     build the harnesses, run nothing
#
# The modules under test are compiled straight with swiftc into .build/fuzz, away from
# SwiftPM's build folder, so fuzzing never disturbs `swift build` or `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"deep-links flow-yaml flow-decoder expressions merge-reports tokens imports rules state-file http-requests http-responses studio-api"}
SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
MODULES=$OUT/modules
LIBS=$OUT/lib
# Optimised like a release build: more executions per second for the same minutes.
# lld links the sanitizer runtimes without the stream of warnings gold prints for them.
BASE_FLAGS=(-swift-version 6 -enable-upcoming-feature ExistentialAny -parse-as-library
    -sanitize=fuzzer,address -O -g -use-ld=lld)
FLAGS=("${BASE_FLAGS[@]}" -I "$MODULES" -L "$LIBS")
mkdir -p "$MODULES" "$LIBS" "$OUT/bin" "$OUT/seeds" "$OUT/corpus" "$OUT/crashes" "$OUT/logs"
# Rewritten only when the flags change, so that a change of flags rebuilds everything.
if [ "$(cat "$OUT/flags.txt" 2>/dev/null)" != "${FLAGS[*]}" ]; then echo "${FLAGS[*]}" >"$OUT/flags.txt"; fi

sources_in() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# is_stale OUTPUT SOURCE...: the output is missing, older than a source or the flags, or made
# from another list of sources (a file removed or renamed leaves nothing newer behind). A stale
# output is removed, so that a failed build leaves none, and the list is kept beside it: an
# archive updated in place would keep the objects of files that are gone.
is_stale() {
    local output=$1
    shift
    local inputs
    inputs=$(printf '%s\n' "$@")
    if [ -e "$output" ] && [ "$inputs" = "$(cat "$output.inputs" 2>/dev/null)" ] &&
        [ -z "$(find "$@" "$OUT/flags.txt" -newer "$output" -print -quit)" ]; then
        return 1
    fi
    rm -f "$output"
    printf '%s\n' "$inputs" >"$output.inputs"
    return 0
}

# library NAME EXTRA_FLAGS SOURCE...: a static library and its module, testable so that a
# harness may reach an internal entry point such as the YAML reader.
library() {
    local name=$1 extra=$2
    shift 2
    is_stale "$LIBS/lib$name.a" "$@" || return 0
    echo "fuzz: compiling $name"
    # shellcheck disable=SC2086
    "$SWIFTC" "${FLAGS[@]}" $extra -enable-testing -module-name "$name" \
        -emit-module -emit-module-path "$MODULES/$name.swiftmodule" \
        -emit-library -static -o "$LIBS/lib$name.a" "$@"
}

# harness NAME LINK_FLAGS SOURCE...: one fuzzer executable.
harness() {
    local name=$1 link=$2
    shift 2
    is_stale "$OUT/bin/fuzz-$name" "$@" Tests/Fuzz/Support "$LIBS" || return 0
    echo "fuzz: linking fuzz-$name"
    # shellcheck disable=SC2086
    "$SWIFTC" "${FLAGS[@]}" -module-name "Fuzz_${name//-/_}" $link -o "$OUT/bin/fuzz-$name" \
        Tests/Fuzz/Support/*.swift "$@"
}

needs() { [[ " $TARGETS " == *" $1 "* ]]; }

# The studio harness drives the whole app, so it is built on every module the studio stands on,
# each as SwiftPM compiles it (the app's layers on the main actor, one package), into a folder
# of its own: its DesignSystem and the modules with resources find their resources in a folder
# beside the harnesses (Tests/Fuzz/Stubs/ModuleResources.swift), where the others' stub has none.
STUDIO=$OUT/studio
STUDIO_RESOURCES=(DesignSystem Components AccountKit ArticleKit NavigationKit SessionStore BookmarksModule ExploreModule
    HomeModule PreLoginModule ProfileModule)
STUDIO_FEATURES=(BookmarksModule ExploreModule HomeModule PreLoginModule ProfileModule)

# studio_library NAME EXTRA_FLAGS SOURCE...: one module of the studio's closure, in the order
# they stand on each other; a module is compiled again when one before it was.
STUDIO_PREVIOUS=()
studio_library() {
    local name=$1 extra=$2
    shift 2
    local output=$STUDIO/lib/lib$name.a
    local previous=("${STUDIO_PREVIOUS[@]}")
    STUDIO_PREVIOUS=("$output")
    is_stale "$output" "$@" "${previous[@]}" || return 0
    echo "fuzz: compiling $name for studio-api"
    # shellcheck disable=SC2086
    "$SWIFTC" "${BASE_FLAGS[@]}" -I "$STUDIO/modules" -L "$STUDIO/lib" -package-name HeadlessCoordinators $extra \
        -enable-testing -module-name "$name" -emit-module -emit-module-path "$STUDIO/modules/$name.swiftmodule" \
        -emit-library -static -o "$STUDIO/lib/lib$name.a" "$@"
}

build_studio() {
    mkdir -p "$STUDIO/modules" "$STUDIO/lib"
    local main=(-default-isolation MainActor) module link
    studio_library HeadlessUI "" $(sources_in Modules/HeadlessUI/Sources)
    studio_library HeadlessDefaults "" $(sources_in Modules/HeadlessDefaults/Sources)
    studio_library HeadlessStrings "" $(sources_in Modules/HeadlessStrings/Sources)
    studio_library ContentModels "" $(sources_in Modules/ContentModels/Sources)
    studio_library DesignSystem "" $(sources_in Modules/DesignSystem/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library Components "" $(sources_in Modules/Components/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library AccountKit "" $(sources_in Modules/AccountKit/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library ArticleKit "${main[*]}" $(sources_in Modules/ArticleKit/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library NavigationKit "${main[*]}" $(sources_in Modules/NavigationKit/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library ContentServices "" $(sources_in Modules/ContentServices/Sources)
    studio_library SessionStore "${main[*]}" $(sources_in Modules/SessionStore/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    for module in "${STUDIO_FEATURES[@]}"; do
        studio_library "$module" "${main[*]}" $(sources_in "Modules/$module/Sources" Tests/Fuzz/Stubs/ModuleResources.swift)
    done
    studio_library App "${main[*]}" $(sources_in App/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library CommandLineKit "" $(sources_in Tools/CommandLineKit/Sources)
    studio_library HeadlessUITesting "" $(sources_in Tools/HeadlessUITesting/Sources)
    studio_library FlowRunner "" $(sources_in Tools/FlowRunner/Sources)
    studio_library HTTPServerKit "" $(sources_in Tools/HTTPServerKit/Sources)
    studio_library ContentServer "" $(sources_in Tools/ContentServer/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library FlowFileHost "${main[*]}" $(sources_in Tools/FlowFileHost/Sources Tests/Fuzz/Stubs/ModuleResources.swift)
    studio_library DependencyGraph "" $(sources_in Tools/DependencyGraph/Sources)
    studio_library Studio "${main[*]}" $(sources_in Tools/Studio/Sources)
    # The resources as SwiftPM copies them: each listed file or folder at the bundle's top.
    rm -rf "$STUDIO/resources"
    for module in "${STUDIO_RESOURCES[@]}"; do
        mkdir -p "$STUDIO/resources/$module"
        cp -R "Modules/$module/Resources/." "$STUDIO/resources/$module/"
    done
    mkdir -p "$STUDIO/resources/App" "$STUDIO/resources/FlowFileHost" "$STUDIO/resources/ContentServer"
    cp -R App/Configurations App/Resources/. "$STUDIO/resources/App/"
    cp -R Tools/FlowFileHost/Flows "$STUDIO/resources/FlowFileHost/"
    cp -R Tools/ContentServer/Resources/. "$STUDIO/resources/ContentServer/"
    link=$(printf -- '-l%s ' Studio DependencyGraph FlowFileHost ContentServer HTTPServerKit FlowRunner HeadlessUITesting \
        CommandLineKit App "${STUDIO_FEATURES[@]}" SessionStore ContentServices NavigationKit ArticleKit AccountKit Components \
        DesignSystem ContentModels HeadlessDefaults HeadlessStrings HeadlessUI)
    is_stale "$OUT/bin/fuzz-studio-api" Tests/Fuzz/Targets/StudioAPI.swift Tests/Fuzz/Support "$STUDIO/lib" || return 0
    echo "fuzz: linking fuzz-studio-api"
    # shellcheck disable=SC2086
    "$SWIFTC" "${BASE_FLAGS[@]}" -I "$STUDIO/modules" -L "$STUDIO/lib" -default-isolation MainActor \
        -module-name Fuzz_studio_api $link -o "$OUT/bin/fuzz-studio-api" \
        Tests/Fuzz/Support/*.swift Tests/Fuzz/Targets/StudioAPI.swift
}

build() {
    if needs deep-links || needs flow-yaml || needs flow-decoder || needs expressions || needs merge-reports ||
        needs tokens; then
        library HeadlessUI "-package-name HeadlessCoordinators" $(sources_in Modules/HeadlessUI/Sources)
    fi
    # FlowRunner, DependencyGraph and DesignSystemTools read command lines with CommandLineKit.
    if needs flow-yaml || needs flow-decoder || needs expressions || needs merge-reports || needs imports ||
        needs rules || needs tokens; then
        library CommandLineKit "" $(sources_in Tools/CommandLineKit/Sources)
    fi
    if needs flow-yaml || needs flow-decoder || needs expressions || needs merge-reports; then
        library HeadlessUITesting "-package-name HeadlessCoordinators" $(sources_in Tools/HeadlessUITesting/Sources)
        library FlowRunner "" $(sources_in Tools/FlowRunner/Sources)
    fi
    # DesignSystemTools reaches DesignSystem's engine through `package` declarations: both are
    # compiled as one package, as SwiftPM compiles them.
    if needs tokens || needs deep-links; then
        library HeadlessStrings "-package-name HeadlessCoordinators" $(sources_in Modules/HeadlessStrings/Sources)
        library DesignSystem "-package-name HeadlessCoordinators" \
            $(sources_in Modules/DesignSystem/Sources Tests/Fuzz/Stubs/DesignSystemBundle.swift)
    fi
    # The full check (earlier forms, warnings, contrast) is the tooling's; the app loads with DesignSystem's strict loader.
    needs tokens && library DesignSystemTools "-package-name HeadlessCoordinators" \
        $(sources_in Tools/DesignSystemTools/Sources)
    needs state-file && library HeadlessDefaults "" $(sources_in Modules/HeadlessDefaults/Sources)
    needs http-requests && library HTTPServerKit "" $(sources_in Tools/HTTPServerKit/Sources)
    if needs imports || needs rules; then
        library DependencyGraph "" $(sources_in Tools/DependencyGraph/Sources)
    fi
    # The deep-link parser lives in App, the composition root; its files (and the small types they use:
    # the tabs, whose titles come from App's String Catalog) are compiled into the harness itself,
    # on the main actor as App compiles them.
    needs deep-links && harness deep-links "-default-isolation MainActor -lDesignSystem -lHeadlessStrings -lHeadlessUI" \
        App/Sources/DeepLinks/*.swift App/Sources/Configuration/AppConfiguration.swift \
        App/Sources/Coordinators/MainTab.swift \
        Tests/Fuzz/Stubs/DesignSystemBundle.swift Tests/Fuzz/Targets/DeepLinks.swift
    # The session's format lives in the session store, on HeadlessDefaults' property-list readers
    # and writers; nothing here touches a file.
    needs state-file && harness state-file "-default-isolation MainActor -lHeadlessDefaults" \
        Modules/SessionStore/Sources/{SessionPropertyList,SessionState,SavedPlace,BookmarkList,SessionContentProblem,SessionValuePlace,SessionValueKind}.swift Tests/Fuzz/Targets/StateFile.swift
    needs flow-yaml && harness flow-yaml "-lFlowRunner -lHeadlessUITesting -lCommandLineKit -lHeadlessUI" Tests/Fuzz/Targets/FlowFileProperties.swift \
        Tests/Fuzz/Targets/FlowYAML.swift
    needs flow-decoder && harness flow-decoder "-lFlowRunner -lHeadlessUITesting -lCommandLineKit -lHeadlessUI" Tests/Fuzz/Targets/FlowFileProperties.swift \
        Tests/Fuzz/Targets/FlowDecoder.swift
    needs expressions && harness expressions "-lFlowRunner -lHeadlessUITesting -lCommandLineKit -lHeadlessUI" Tests/Fuzz/Targets/Expressions.swift
    # The merged JUnit report is also read by libxml2, through Foundation's XMLParser.
    needs merge-reports && harness merge-reports "-lFlowRunner -lHeadlessUITesting -lCommandLineKit -lHeadlessUI" \
        Tests/Fuzz/Targets/MergeReports.swift
    needs tokens && harness tokens "-lDesignSystemTools -lCommandLineKit -lDesignSystem -lHeadlessStrings -lHeadlessUI" \
        Tests/Fuzz/Targets/Tokens.swift
    needs imports && harness imports "-lDependencyGraph -lCommandLineKit" Tests/Fuzz/Targets/Imports.swift
    needs rules && harness rules "-lDependencyGraph -lCommandLineKit" Tests/Fuzz/Targets/Rules.swift
    needs http-requests && harness http-requests "-lHTTPServerKit" Tests/Fuzz/Targets/HTTPRequests.swift
    # The content services' response reader and the two small types it speaks in, compiled into the harness.
    needs http-responses && harness http-responses "" \
        Modules/ContentServices/Sources/HTTP/{HTTPResponseReader,HTTPResponse}.swift \
        Modules/ContentServices/Sources/Responses/ContentServiceError.swift Tests/Fuzz/Targets/HTTPResponses.swift
    needs studio-api && build_studio
    return 0
}

# seed TARGET FILE...: copies the files into the target's seed folder, one input each.
seed() {
    local folder=$OUT/seeds/$1
    shift
    rm -rf "$folder"
    mkdir -p "$folder"
    local index=0 file
    for file in "$@"; do
        cp "$file" "$folder/$(printf '%04d' $index)-$(basename "$file")"
        index=$((index + 1))
    done
}

# The seeds are made from what the project ships, each run, so they follow the files.
make_seeds() {
    if needs deep-links; then
        local links=$OUT/seeds/deep-links
        rm -rf "$links"
        mkdir -p "$links"
        grep -rhoE "example://[^ \"'\`)<>]*" Tools/FlowFileHost/Flows README.md docs Tests/AppTests | LC_ALL=C sort -u |
            awk -v folder="$links" '{ file = sprintf("%s/link-%04d", folder, NR); printf "%s", $0 > file; close(file) }'
    fi
    local flows
    flows=$(find Tools/FlowFileHost/Flows -name '*.yaml' | LC_ALL=C sort)
    # shellcheck disable=SC2086
    needs flow-yaml && seed flow-yaml $flows
    # shellcheck disable=SC2086
    needs flow-decoder && seed flow-decoder $flows
    if needs expressions; then
        local scripts=$OUT/seeds/expressions
        rm -rf "$scripts"
        mkdir -p "$scripts"
        # Every expression the bundled flows write, then a few programs that use the whole subset.
        grep -rhoE '\$\{[^}]*\}' Tools/FlowFileHost/Flows | sed 's/^..//; s/.$//' | LC_ALL=C sort -u |
            awk -v folder="$scripts" '{ file = sprintf("%s/flow-%04d", folder, NR); printf "%s", $0 > file; close(file) }'
        printf '%s' 'var total = 0; var i = 0; while (i < parseInt(COUNT)) { total = total + i; i = i + 1 } total' >"$scripts/loop"
        printf '%s' "NAME == 'Ada' ? \`Hello \${NAME}\` : Math.max(1, 2) * -3 / 4 % 5" >"$scripts/ternary"
        printf '%s' 'output.user = {name: NAME, tags: [1, "two", true, null]}; output.user.tags[1] + output.user.name' >"$scripts/objects"
        printf '%s' 'if (!(COUNT > 2 && NAME != "x") || false) { console.log("no") } else { output.n = 1e3 }' >"$scripts/branches"
    fi
    if needs merge-reports; then
        # The first byte picks the format: '0' (even) a JUnit report, '1' (odd) an HTML page.
        local reports=$OUT/seeds/merge-reports
        rm -rf "$reports"
        mkdir -p "$reports"
        printf '0<?xml version="1.0" encoding="UTF-8"?>\n<!-- ci -->\n<testsuites name="a &amp; b"><testsuite name="s" tests="2" time="1.5e1"><testcase name="t&#233;" time="0.1"><failure message="&lt;m&gt;"><![CDATA[trace ]] >]]></failure><system-out>x</system-out></testcase><?pi data?><testcase name="u"/></testsuite></testsuites>\n' >"$reports/junit"
        printf '0<testsuite name="pytest" tests="1" device="Pixel"><testcase name="t"><error/></testcase></testsuite>' >"$reports/lone-suite"
        printf '1<!DOCTYPE html>\n<html><head><meta name="generator" content="FlowRunner HTMLReport">\n<main class="flows">\n<section class="flow flow-failed" data-not-applicable="1" data-milliseconds="1250">\n<h2><span class="badge failed">FAILED</span> a <small>a.yaml &middot; 1.250 s</small></h2>\n<table><tbody><tr class="completed"><td style="padding-left: 6px">Tap &lt;x&gt;</td><td><details open><summary>show</summary><div class="screen"><?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10" viewBox="0 0 10 10">\n<title>s</title>\n<clipPath id="clip1"><rect x="0" y="0" width="5" height="5"/></clipPath><g clip-path="url(#clip1)"><text x="1" y="2" font-family="DejaVu Sans, sans-serif" fill="#111827">Hi</text></g>\n</svg>\n</div></details></td></tr></tbody></table>\n</section>\n</main>\n</body></html>\n' >"$reports/html"
    fi
    if needs tokens; then
        seed tokens Modules/DesignSystem/Resources/tokens.json
        # Files whose references make them grow, so that mutations start from the shapes that
        # must stay linear: JSON Pointers that fan out, and $extends that chain or double.
        local tokens=$OUT/seeds/tokens
        awk 'BEGIN { printf "{"; for (i = 0; i < 30; i++) printf "\"l%d\": {\"$type\": \"number\", \"$value\": {\"x\": {\"a\": {\"$ref\": \"#/l%d/$value/x\"}, \"b\": {\"$ref\": \"#/l%d/$value/x\"}}}}, ", i, i + 1, i + 1; printf "\"l30\": {\"$type\": \"number\", \"$value\": {\"x\": 1}}}" }' >"$tokens/pointer-fan-out.json"
        awk 'BEGIN { printf "{"; for (i = 0; i < 200; i++) printf "\"g%d\": {\"$extends\": \"{g%d}\"}, ", i, i + 1; printf "\"g200\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}}" }' >"$tokens/extends-chain.json"
        awk 'BEGIN { printf "{\"g0\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}"; for (i = 1; i <= 30; i++) printf ", \"g%d\": {\"a\": {\"$extends\": \"{g%d}\"}, \"b\": {\"$extends\": \"{g%d}\"}}", i, i - 1, i - 1; printf "}" }' >"$tokens/extends-doubling.json"
    fi
    if needs state-file; then
        # The first byte picks how the harness builds the file (see Tests/Fuzz/Targets/StateFile.swift):
        # 4 and 5 patch a good binary or XML session, 3 follows an XML prolog, 1 and 2 a binary header.
        local states=$OUT/seeds/state-file
        rm -rf "$states"
        mkdir -p "$states"
        printf '\004' >"$states/binary"
        printf '\005' >"$states/xml"
        printf '\003<dict><key>session</key><dict><key>isLoggedIn</key><string>YES</string><key>email</key><string>a&#233;</string></dict></dict></plist>' >"$states/prolog"
        printf '\001\241\000\010\000\000\000\000\000\000\001\001\000\000\000\000\000\000\000\001\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\012' >"$states/cycle"
        printf '\000<plist><array><array><array/></array></array></plist>' >"$states/nested"
    fi
    # shellcheck disable=SC2046
    needs imports && seed imports $(sources_in Tools/DependencyGraph/Sources/Imports Tools/AppCommandLine/Sources | head -40)
    if needs http-requests; then
        local requests=$OUT/seeds/http-requests
        rm -rf "$requests"
        mkdir -p "$requests"
        printf 'GET /api/state?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nCookie: studio_token=ab\r\n\r\n' >"$requests/get"
        printf 'POST /api/tap HTTP/1.1\r\nHost: localhost:1\r\nContent-Length: 14\r\nOrigin: http://localhost:1\r\n\r\n{"path": "0.1"}' >"$requests/post"
        printf 'GET / HTTP/1.0\nConnection: keep-alive\n\nGET /x HTTP/1.1\r\n' >"$requests/pipelined"
    fi
    if needs http-responses; then
        # The first byte says where to cut the rest in two.
        local responses=$OUT/seeds/http-responses
        rm -rf "$responses"
        mkdir -p "$responses"
        printf '\020HTTP/1.1 200 OK\r\nContent-Length: 5\r\nETag: "a"\r\n\r\nhello' >"$responses/length"
        printf '\040HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;x\r\nhe\r\n3\r\nllo\r\n0\r\nT: 1\r\n\r\n' >"$responses/chunked"
        printf '\003HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 304 Not Modified\r\n\r\n' >"$responses/interim"
        printf '\011HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n\037\213' >"$responses/gzip"
        printf '\000HTTP/1.0 200 OK\r\n\r\n{"items": []}' >"$responses/closing"
    fi
    if needs studio-api; then
        # The first byte picks a route (see Tests/Fuzz/Targets/StudioAPI.swift; 0 is the command
        # box), the second how the request presents itself (0: with the token); from 0x80, a
        # whole request. The files named are the ones the harness lays out under /tmp/studio-api-fuzz.
        local studio=$OUT/seeds/studio-api outside=/tmp/studio-api-fuzz/outside
        rm -rf "$studio"
        mkdir -p "$studio"
        local index=0 source
        for source in '- runScript: {file: scripts/greet.js, env: {NAME: Ada}}' "- runScript: $outside/leak.js" \
            '- runScript: ../outside/leak.js' '- runScript: link.js' '- runScript: env.js' '- runScript: .env' \
            '- runScript: outside/leak.js' "- runFlow: $outside/flow.yaml" '- runFlow: ../outside/flow.yaml' \
            '- repeat: {times: 2, commands: [{runScript: ../outside/leak.js}, {back: {}}]}' \
            '- retry: {maxRetries: 1, commands: [{runScript: link.js}]}' \
            '- evalScript: ${var k = "FUZZ"; k.owner = 1}' '- tapOn: "Log in"' '- assertVisible: "Welcome"' \
            '- launchApp: {clearState: true}' '- openLink: example://home' '- inputText: "ada@example.com"'; do
            printf '\000\000%s' "$source" >"$studio/command-$index"
            index=$((index + 1))
        done
        printf '\003\000appId: com.example.headless\nonFlowStart:\n  - runScript: link.js\n---\n- back\n' >"$studio/flow"
        printf '\004\000' >"$studio/flow-run"
        printf '\012\000{"configuration": "production", "appearance": "dark", "textSize": "large", "language": "de"}' >"$studio/settings"
        printf '\016\0000.0' >"$studio/inspect"
        printf '\017\000' >"$studio/state"
        printf '\000\003- back' >"$studio/no-cookie"
        printf '\000\004- back' >"$studio/foreign-origin"
        printf '\017\040' >"$studio/sign-in"
        local body='{"source": "- runScript: .env"}'
        printf '\200POST /api/command HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nAuthorization: Bearer %s\r\nContent-Length: %s\r\n\r\n%s' \
            "$(printf 'ab%.0s' $(seq 32))" "${#body}" "$body" >"$studio/raw"
    fi
    # shellcheck disable=SC2046
    needs rules && seed rules Tools/module-rules.json $(find Tests/DependencyGraphTests/Fixtures -name 'rules.json' | LC_ALL=C sort)
    return 0
}

# The longest input each target tries: longer than any seed where the limit itself matters.
max_len() {
    case $1 in
        deep-links) echo 4096 ;;
        tokens | rules) echo 16384 ;;
        *) echo 8192 ;;
    esac
}

# The most memory each target may hold, in MB; past it libFuzzer stops with a crash. The
# interpreter holds at most its memory budget (64 MB) per script, so its limit is tighter.
rss_limit() {
    case $1 in
        expressions) echo 1536 ;;
        *) echo 4096 ;;
    esac
}

run() {
    local target=$1 log=$OUT/logs/$1.log crashes=$OUT/crashes/$1
    rm -rf "$crashes"
    mkdir -p "$OUT/corpus/$target" "$crashes"
    local status=0 started=$SECONDS
    # Foundation's XMLParser (merge-reports' second opinion) leaks the error it makes for each
    # problem libxml2 reports, such as an undeclared namespace prefix; that leak is not ours.
    printf 'leak:_CFErrorCreateFromXMLInterface\n' >"$OUT/lsan-suppressions.txt"
    # The Swift backtracer would compete with the sanitizer for a crashing input.
    LSAN_OPTIONS=suppressions=$OUT/lsan-suppressions.txt SWIFT_BACKTRACE=enable=no "$OUT/bin/fuzz-$target" "$OUT/corpus/$target" "$OUT/seeds/$target" \
        -max_total_time="$SECONDS_EACH" -max_len="$(max_len "$target")" -timeout=30 \
        -rss_limit_mb="$(rss_limit "$target")" -print_final_stats=1 -artifact_prefix="$crashes/" >"$log" 2>&1 ||
        status=$?
    local executions found
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    found=$(find "$crashes" -type f | wc -l)
    printf '%-14s %12s executions in %ss, %s crash files, exit %s\n' \
        "$target" "${executions:-?}" "$((SECONDS - started))" "$found" "$status"
    if [ "$status" -ne 0 ]; then
        grep -aE "property failed|ERROR: |Fatal error|SUMMARY" "$log" | head -5 | sed 's/^/    /'
        return 1
    fi
}

build
[ "${FUZZ_BUILD_ONLY:-0}" = 1 ] && exit 0
make_seeds
failed=0
for target in $TARGETS; do
    run "$target" || failed=1
done
if [ "$failed" -ne 0 ]; then
    echo "fuzz: a target failed; its input is under $OUT/crashes, its log under $OUT/logs" >&2
fi
exit "$failed"
