import Foundation
import Testing

/// Whether `make plugin-check` asked for the scratch-package run (it builds depgraph from scratch,
/// minutes, so `make test` leaves it out).
private let pluginCheckRequested = ProcessInfo.processInfo.environment["DEPGRAPH_PLUGIN_CHECK"] == "1"

/// A package in a temporary folder that uses this one's plugins by path, the way a SwiftPM user
/// would: two layers, Domain (may use nothing) and UI (may use Domain), and Domain importing UI.
private struct ScratchPackage {
    let folder: TemporaryFolder
    var root: String { folder.path + "/Scratch" }
    /// Every nested SwiftPM call shares this one, inside the temporary folder: the caller's own
    /// `.build` is locked by the `swift test` running this.
    var scratchPath: String { folder.path + "/build" }
    var domainSource: String { root + "/Sources/Domain/Domain.swift" }

    /// This repository's root, which the scratch package depends on by path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    init() throws {
        folder = try TemporaryFolder("plugin-check")
        try write(domainImportsUI: true)
        try folder.write(
            """
            {
                "version": 1,
                "layers": [
                    { "name": "domain", "targets": ["Domain"], "mayUse": [] },
                    { "name": "ui", "targets": ["UI"], "mayUse": ["domain"] }
                ],
                "rules": { "layer": {}, "unassigned-target": {} }
            }
            """,
            to: "Scratch/module-rules.json"
        )
    }

    /// Writes the manifest and sources: with the violation (Domain imports UI), or fixed (UI
    /// imports Domain).
    func write(domainImportsUI: Bool) throws {
        let identity = URL(fileURLWithPath: Self.repositoryRoot).lastPathComponent.lowercased()
        let lint = #".plugin(name: "DependencyGraphLint", package: "\#(identity)")"#
        try folder.write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Scratch",
                dependencies: [.package(path: "\(Self.repositoryRoot)")],
                targets: [
                    .target(name: "Domain", dependencies: [\(domainImportsUI ? "\"UI\"" : "")], plugins: [\(lint)]),
                    .target(name: "UI", dependencies: [\(domainImportsUI ? "" : "\"Domain\"")], plugins: [\(lint)]),
                ]
            )

            """,
            to: "Scratch/Package.swift"
        )
        try folder.write(
            (domainImportsUI ? "import UI\n\n" : "") + "public struct Order {}\n",
            to: "Scratch/Sources/Domain/Domain.swift"
        )
        try folder.write(
            (domainImportsUI ? "" : "import Domain\n\n") + "public struct Screen {}\n",
            to: "Scratch/Sources/UI/UI.swift"
        )
    }

    /// `swift package --scratch-path ... ARGUMENTS` in the scratch package, printed as it went.
    func package(_ arguments: [String]) throws -> NestedSwiftPM.Run {
        try swift(["package", "--scratch-path", scratchPath] + arguments)
    }

    /// `swift build --scratch-path ...` in the scratch package, printed as it went.
    func build() throws -> NestedSwiftPM.Run {
        try swift(["build", "--scratch-path", scratchPath])
    }

    /// The modules a build log shows being compiled (`Compiling M file.swift`, `Emitting module M`);
    /// plugin scripts (`Compiling plugin P`) are not modules.
    static func compiledModules(in log: String) -> Set<String> {
        var modules: Set<String> = []
        for line in log.split(separator: "\n") {
            let words = line.split(separator: " ").drop { $0.hasPrefix("[") }
            guard let first = words.first else { continue }
            let rest = words.dropFirst()
            if first == "Compiling", let module = rest.first, module != "plugin", rest.count >= 2 {
                modules.insert(String(module))
            } else if first == "Emitting", rest.first == "module", let module = rest.dropFirst().first {
                modules.insert(String(module))
            }
        }
        return modules
    }

    private func swift(_ arguments: [String]) throws -> NestedSwiftPM.Run {
        let run = try NestedSwiftPM.run(NestedSwiftPM.swift, arguments, in: root)
        print("$ \(run.command)   # exit \(run.status), \(String(format: "%.1f", run.seconds)) s")
        print(run.output)
        return run
    }
}

/// `make plugin-check`: the plugins as a SwiftPM user meets them, in a package of their own.
@Suite(
    .serialized,
    .enabled(
        if: pluginCheckRequested,
        "builds a scratch package that uses the plugins; run it with `make plugin-check` (DEPGRAPH_PLUGIN_CHECK=1)")
)
struct PluginScratchPackageTests {
    @Test func thePluginsReportTheLayerViolationAndPassOnceItIsFixed() throws {
        guard NestedSwiftPM.isAvailable(NestedSwiftPM.swift) else {
            print("note: skipped the plugin check: \(NestedSwiftPM.swift) cannot be started here")
            return
        }
        let scratch = try ScratchPackage()
        defer { scratch.folder.remove() }
        let writing = ["--allow-writing-to-package-directory", "depgraph"]

        let list = try scratch.package(["plugin", "--list"])
        #expect(list.status == 0)
        #expect(list.output.contains("‘depgraph’ (plugin ‘DependencyGraphPlugin’"), "\(list.output)")

        let lint = try scratch.package(writing + ["lint"])
        #expect(lint.status == 1)
        #expect(lint.output.contains("Domain -> UI: layer (domain may use no other layer, not ui)"))

        let graph = try scratch.package(writing + ["--format", "dot", "--output", "graph.dot"])
        #expect(graph.status == 0)
        let dot = scratch.root + "/graph.dot"
        #expect(((try? String(contentsOfFile: dot, encoding: .utf8)) ?? "").hasPrefix("digraph"))
        if NestedSwiftPM.isAvailable("dot") {
            let drawn = try NestedSwiftPM.run("dot", ["-Tsvg", dot, "-o", "/dev/null"], in: scratch.root)
            #expect(drawn.status == 0, "Graphviz refused the DOT: \(drawn.output)")
        } else {
            print("note: Graphviz (dot) is not installed: skipped checking that it parses graph.dot")
        }

        let build = try scratch.build()
        #expect(build.status == 1)
        #expect(
            build.output.contains(
                "\(scratch.domainSource):1:1: error: Domain -> UI: layer (domain may use no other layer, not ui)"))

        try scratch.write(domainImportsUI: false)
        let fixedLint = try scratch.package(writing + ["lint"])
        #expect(fixedLint.status == 0)
        let fixedBuild = try scratch.build()
        #expect(fixedBuild.status == 0)

        let logs = [list, lint, graph, build, fixedLint, fixedBuild].map(\.output).joined(separator: "\n")
        #expect(
            ScratchPackage.compiledModules(in: logs) == [
                "CommandLineKit", "DependencyGraph", "Domain", "UI", "depgraph",
            ])
    }
}
