import Foundation
import Testing

/// The fuzz harnesses are compiled straight with swiftc from files `Tests/Fuzz/fuzz.sh` names one
/// by one, outside SwiftPM; a file moved or removed in the package breaks them only when the fuzz
/// stage runs. Every path the script names must exist.
@Test func everyPathTheFuzzScriptNamesExists() throws {
    let script = try String(contentsOfFile: PackageUnderTest.root + "/Tests/Fuzz/fuzz.sh", encoding: .utf8)
    let paths = ScriptPaths.named(in: script)
    #expect(paths.count > 20, "fuzz.sh names only \(paths.count) paths; the scan no longer finds them")
    for path in paths where !ScriptPaths.exists(path, under: PackageUnderTest.root) {
        Issue.record("Tests/Fuzz/fuzz.sh names \(path), which is not in the package")
    }
}

/// The studio harness builds the whole app as SwiftPM does, module by module: a module missing
/// from it, or one whose resources (its String Catalog) are not copied beside it, breaks the
/// harness, or leaves the app it drives without words.
@Test func theStudioHarnessCompilesEveryAppModuleWithItsResources() throws {
    let script = try String(contentsOfFile: PackageUnderTest.root + "/Tests/Fuzz/fuzz.sh", encoding: .utf8)
    let compiled = ScriptPaths.words(after: "studio_library ", in: script)
        .union(ScriptPaths.list(named: "STUDIO_FEATURES", in: script))
    let copied = ScriptPaths.list(named: "STUDIO_RESOURCES", in: script)
    let modules = try FileManager.default.contentsOfDirectory(atPath: PackageUnderTest.root + "/Modules")
    #expect(modules.count > 10, "Modules/ holds only \(modules)")
    for module in modules {
        #expect(compiled.contains(module), "Tests/Fuzz/fuzz.sh does not compile \(module) for the studio harness")
        let resources = PackageUnderTest.root + "/Modules/\(module)/Resources"
        if FileManager.default.fileExists(atPath: resources) {
            #expect(
                copied.contains(module), "Tests/Fuzz/fuzz.sh does not copy \(module)'s resources (STUDIO_RESOURCES)")
        }
    }
}

@Test func theScriptScanExpandsBracesAndGlobsAndSkipsVariables() {
    let script = """
        harness x Modules/SessionStore/Sources/{SessionState,Nothing}.swift "Modules/$module/Sources" \\
            Tests/Fuzz/Support/*.swift "$STUDIO/resources/App/" Tools/module-rules.json
        """
    #expect(
        ScriptPaths.named(in: script) == [
            "Modules/SessionStore/Sources/SessionState.swift", "Modules/SessionStore/Sources/Nothing.swift",
            "Tests/Fuzz/Support/*.swift", "Tools/module-rules.json",
        ])
    let root = PackageUnderTest.root
    #expect(ScriptPaths.exists("Modules/SessionStore/Sources/SessionState.swift", under: root))
    #expect(!ScriptPaths.exists("Modules/SessionStore/Sources/Nothing.swift", under: root))
    #expect(ScriptPaths.exists("Tests/Fuzz/Support/*.swift", under: root))
    #expect(!ScriptPaths.exists("Tests/Fuzz/Support/*.json", under: root))
}

/// The package paths a shell script names literally.
enum ScriptPaths {
    /// The paths starting at one of the package's top folders, at the start of a shell word,
    /// with `{a,b}` expanded; words holding a variable are left out.
    static func named(in script: String) -> [String] {
        let pattern = /(?:^|[\s"'(])((?:App|Modules|Tools|Tests)\/[A-Za-z0-9_\/{},.*+-]+)/
        var paths: [String] = []
        for line in script.split(separator: "\n") {
            for match in line.matches(of: pattern) {
                let word = match.output.1
                let end = word.endIndex < line.endIndex ? line[word.endIndex] : " "
                guard end != "$" else { continue }
                paths += expandingBraces(String(word))
            }
        }
        return paths
    }

    /// The words after each `prefix` that starts a line's text (its indentation left aside).
    static func words(after prefix: String, in script: String) -> Set<String> {
        Set(
            script.split(separator: "\n").compactMap { line in
                let text = line.drop { $0 == " " }
                guard text.hasPrefix(prefix) else { return nil }
                return text.dropFirst(prefix.count).split(separator: " ").first.map(String.init)
            })
    }

    /// The words of the array `name=(...)`, which may run over several lines.
    static func list(named name: String, in script: String) -> Set<String> {
        guard let start = script.range(of: name + "=("), let end = script[start.upperBound...].firstIndex(of: ")")
        else { return [] }
        return Set(script[start.upperBound..<end].split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// Whether `path` exists under `root`; a final `*` component must match at least one file.
    static func exists(_ path: String, under root: String) -> Bool {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        let name = url.lastPathComponent
        guard name.contains("*") else { return FileManager.default.fileExists(atPath: url.path) }
        let parts = name.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        return files.contains { $0.hasPrefix(parts[0]) && $0.hasSuffix(parts[1]) }
    }

    /// `a/{b,c}.d` as `a/b.d` and `a/c.d` (one brace group, as the script writes them).
    private static func expandingBraces(_ word: String) -> [String] {
        guard let open = word.firstIndex(of: "{"), let close = word[open...].firstIndex(of: "}") else { return [word] }
        let head = word[..<open]
        let tail = word[word.index(after: close)...]
        return word[word.index(after: open)..<close].split(separator: ",").map { "\(head)\($0)\(tail)" }
    }
}
