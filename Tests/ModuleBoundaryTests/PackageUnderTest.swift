import DependencyGraph
import Foundation

/// This package, described once per test run (the description takes SwiftPM a few seconds).
enum PackageUnderTest {
    /// The package root, found from this file's place in the tree.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The build folder holding the modules under test: the one the test binary was built into
    /// (so `--build-path` and `-c release` are followed), else `.build/debug`.
    static var buildPath: String {
        let binaryFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().path
        if FileManager.default.fileExists(atPath: binaryFolder + "/Modules") { return binaryFolder }
        return root + "/.build/debug"
    }

    /// The committed rules file, relative to the root.
    static let rulesFile = "Tools/module-rules.json"

    /// The graph and its linter, or the error that stopped them.
    static let analysis: Result<Linter, DepgraphError> = Result { () throws(DepgraphError) -> Linter in
        let graph = try DependencyGraph(package: try PackageLoader.load(packagePath: root))
        let rules = try RulesParser.load(path: root + "/" + rulesFile)
        return try Linter(graph: graph, rules: rules, rulesFile: rulesFile)
    }

    /// The linter, or a thrown error the test reports.
    static func linter() throws -> Linter {
        try analysis.get()
    }

    /// App's Swift sources, each by its path under `App/Sources` with its text.
    static func appSources() throws -> [(file: String, text: String)] {
        let sources = root + "/App/Sources"
        let files = (FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { ($0, try String(contentsOfFile: sources + "/" + $0, encoding: .utf8)) }
    }
}
