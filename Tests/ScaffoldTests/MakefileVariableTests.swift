import Foundation
import Testing

/// The Makefile hands what a person or a CI job names (a feature, a screen, a revision) to its
/// scripts as data: a name holding a quote, a backtick or `$(...)` reaches the tool as it is, and
/// nothing in it is run. `make` runs on a copy of the Makefile and the scripts, with a stand-in
/// for `swift` that records what it was asked and stops there.
@Suite(.serialized) struct MakefileVariableTests {
    /// Names that would run `touch` if they were pasted into a shell line.
    static let hostile = [
        #"a"; touch PLANTED; echo ""#, "X`touch PLANTED`", "X$(touch PLANTED)", "X$$(touch PLANTED)",
        "X'; touch PLANTED; echo '",
    ]

    /// A `swift` stand-in that writes its arguments, one per line, to `swift-arguments` in the
    /// folder it runs in and fails a `run` (a `build` succeeds). Written once: an executable
    /// written while another test forks a process can be refused as busy when it is run.
    static let fakeSwift: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-swift-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fake = folder.appendingPathComponent("swift")
        try? """
        #!/bin/sh
        printf '%s\\n' "$@" > "$PWD/swift-arguments"
        [ "$1" = run ] && exit 1
        exit 0

        """.write(to: fake, atomically: true, encoding: .utf8)
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        return fake.path
    }()

    /// A copy of the Makefile and the scripts it runs.
    private func workspace() throws -> URL {
        try PackageCopy.make([
            "Makefile", "Tools/scripts/feature.sh", "Tools/scripts/screen.sh", "Tools/scripts/accept.sh",
        ])
    }

    /// Runs `make` in `folder` with `arguments`; returns the arguments the `swift` stand-in got.
    private func make(_ arguments: [String], in folder: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["make", "--no-print-directory", "-C", folder.path, "SWIFT=\(Self.fakeSwift)"]
            + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let recorded = folder.appendingPathComponent("swift-arguments")
        guard let text = try? String(contentsOf: recorded, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func planted(in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("PLANTED").path)
    }

    @Test(arguments: hostile)
    func aFeatureNameReachesTheScaffoldAsItIs(name: String) throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try make(["feature", "NAME=\(name)"], in: folder)
        #expect(!planted(in: folder), "make feature ran what NAME said")
        #expect(arguments.last == name, "\(arguments)")
    }

    @Test(arguments: hostile)
    func aScreenItsModuleItsOriginAndItsValueReachTheScaffoldAsTheyAre(value: String) throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try make(
            ["screen", "MODULE=\(value)", "NAME=\(value)", "FROM=\(value)", "PARAM=\(value)"], in: folder)
        #expect(!planted(in: folder), "make screen ran what a variable said")
        #expect(arguments.suffix(7) == ["screen", value, value, "--from", value, "--param", value], "\(arguments)")
    }

    @Test(arguments: hostile)
    func aRevisionReachesTheGraphToolAsItIs(revision: String) throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = try make(["test-affected", "SINCE=\(revision)"], in: folder)
        #expect(!planted(in: folder), "make test-affected ran what SINCE said")
        #expect(arguments.suffix(2) == ["--since", revision], "\(arguments)")
    }
}
