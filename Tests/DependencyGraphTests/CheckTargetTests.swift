import Foundation
import Testing

@testable import DependencyGraph

/// A package of two layers on disk: Domain (may use nothing) and UI (may use Domain), described
/// as the plugins describe a package to `depgraph check-target`.
private struct LayeredPackage {
    let folder: TemporaryFolder
    var description: String { folder.path + "/description.json" }
    var rules: String { folder.path + "/module-rules.json" }
    var domainSource: String { folder.path + "/Sources/Domain/Domain.swift" }

    init(domain: String, domainDependencies: [String] = []) throws {
        folder = try TemporaryFolder("check-target")
        try folder.write(domain, to: "Sources/Domain/Domain.swift")
        try folder.write("public struct Screen {}\n", to: "Sources/UI/UI.swift")
        let dependencies = domainDependencies.map { "\"\($0)\"" }.joined(separator: ", ")
        try folder.write(
            """
            {"name": "Layered", "path": "\(folder.path)", "targets": [
              {"name": "Domain", "type": "library", "path": "Sources/Domain", "sources": ["Domain.swift"],
               "target_dependencies": [\(dependencies)]},
              {"name": "UI", "type": "library", "path": "Sources/UI", "sources": ["UI.swift"]}
            ]}
            """,
            to: "description.json"
        )
        try folder.write(
            """
            {"version": 1, "layers": [
              {"name": "domain", "targets": ["Domain"], "mayUse": []},
              {"name": "ui", "targets": ["UI"], "mayUse": ["domain"]}
            ], "rules": {"layer": {}}}
            """,
            to: "module-rules.json"
        )
    }

    func check(_ extra: [String] = []) -> CommandRun {
        CommandRun(["check-target", "Domain", "--description", description, "--rules", rules] + extra)
    }
}

@Suite struct CheckTargetTests {
    @Test func anImportThatBreaksALayerIsACompilerErrorAtTheImport() throws {
        let package = try LayeredPackage(domain: "// Orders.\nimport Foundation\n@testable import UI\n")
        defer { package.folder.remove() }
        let run = package.check()
        #expect(run.status == 1)
        #expect(
            run.output
                == "\(package.domainSource):3:11: error: Domain -> UI: layer (domain may use no other layer, not ui)\n")
    }

    @Test func anUndeclaredImportIsJudgedLikeADeclaredOne() throws {
        let package = try LayeredPackage(domain: "import UI\n", domainDependencies: [])
        defer { package.folder.remove() }
        #expect(package.check().output.hasPrefix("\(package.domainSource):1:1: error: Domain -> UI: layer"))
    }

    @Test func aCleanTargetWritesTheStampAndLeavesAnUnchangedStampAlone() throws {
        let package = try LayeredPackage(domain: "import Foundation\npublic struct Order {}\n")
        defer { package.folder.remove() }
        let stamp = package.folder.path + "/stamp.swift"
        let first = package.check(["--stamp", stamp])
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        #expect(first.output.isEmpty)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stamp)
        #expect(package.check(["--stamp", stamp]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: stamp)
        #expect(attributes[.modificationDate] as? Date == old, "an unchanged stamp was rewritten")
    }

    @Test func aTargetWithBreachesWritesNoStamp() throws {
        let package = try LayeredPackage(domain: "import UI\n", domainDependencies: ["UI"])
        defer { package.folder.remove() }
        let stamp = package.folder.path + "/stamp.swift"
        #expect(package.check(["--stamp", stamp]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp))
    }

    @Test func anUnknownTargetIsAToolErrorThatSuggestsTheNearestName() throws {
        let package = try LayeredPackage(domain: "")
        defer { package.folder.remove() }
        let run = CommandRun([
            "check-target", "Domian", "--description", package.description, "--rules", package.rules,
        ])
        #expect(run.status == 2)
        #expect(run.errors.contains("the package has no target named 'Domian'"), "\(run.errors)")
        #expect(run.errors.contains("Domain"), "\(run.errors)")
    }

    @Test func theColumnIsThatOfTheImportKeywordNotOfAWordContainingIt() {
        #expect(TargetImportCheck.column(ofImportIn: "@_exported import Reimport") == 12)
        #expect(TargetImportCheck.column(ofImportIn: "reimported(); import UI") == 15)
        #expect(TargetImportCheck.column(ofImportIn: "    UI") == 1)
    }
}
