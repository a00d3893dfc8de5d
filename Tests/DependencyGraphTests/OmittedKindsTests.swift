import Foundation
import Testing

@testable import DependencyGraph

/// A description without its plugin target, as depgraph's plugins write one (SwiftPM's plugin
/// context lists no plugin targets), and rules that place that plugin in a layer.
private struct PluginlessDescription {
    let folder: TemporaryFolder
    var description: String { folder.path + "/description.json" }
    var rules: String { folder.path + "/rules.json" }

    init(omittedKinds: String?) throws {
        folder = try TemporaryFolder("omitted-kinds")
        try folder.write("public let core = 1\n", to: "Sources/Core/Core.swift")
        let omitted = omittedKinds.map { #", "omitted_kinds": \#($0)"# } ?? ""
        try folder.write(
            """
            {"name": "Pluginless", "path": "\(folder.path)"\(omitted), "targets": [
              {"name": "Core", "type": "library", "path": "Sources/Core", "sources": ["Core.swift"]}
            ]}
            """,
            to: "description.json"
        )
        try folder.write(
            """
            {"version": 1, "layers": [
              {"name": "core", "targets": ["Core"], "mayUse": []},
              {"name": "plugins", "targets": ["Generate"], "mayUse": ["core"]}
            ], "rules": {"layer": {}, "unassigned-target": {}}}
            """,
            to: "rules.json"
        )
    }
}

@Suite struct OmittedKindsTests {
    @Test func rulesNamingAPluginTheDescriptionOmitsStillLint() throws {
        let package = try PluginlessDescription(omittedKinds: #"["plugin"]"#)
        defer { package.folder.remove() }
        let run = CommandRun(["lint", "--description", package.description, "--rules", package.rules])
        #expect(run.status == 0, "\(run.errors)")
    }

    @Test func rulesNamingATargetAFullDescriptionLacksAreStillRefused() throws {
        let package = try PluginlessDescription(omittedKinds: nil)
        defer { package.folder.remove() }
        let run = CommandRun(["lint", "--description", package.description, "--rules", package.rules])
        #expect(run.status == 2)
        #expect(run.errors.contains("layer 'plugins' lists Generate, which the package does not have"))
    }

    @Test func anUnknownOmittedKindIsRefusedWithTheKindsThatExist() throws {
        let package = try PluginlessDescription(omittedKinds: #"["gadget"]"#)
        defer { package.folder.remove() }
        let run = CommandRun(["lint", "--description", package.description, "--rules", package.rules])
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown target type 'gadget'"), "\(run.errors)")
    }
}
