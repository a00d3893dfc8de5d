import Foundation
import Testing

@testable import DependencyGraph

private let kinds = Fixtures.path("Kinds/description.json")

@Test func everyDescribedTypeBecomesItsOwnKind() throws {
    let package = try PackageLoader.load(descriptionFile: kinds)
    let kindByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0.kind) })
    #expect(
        kindByName == [
            "App": .executable, "Extra": .library, "Generator": .executable, "Generate": .plugin, "Macros": .macro,
            "CZlib": .systemLibrary, "Prebuilt": .binary, "Example": .snippet,
        ])
}

@Test func everyKindHasItsOwnShapeAndColourAndALegendEntry() throws {
    let run = CommandRun(["--description", kinds, "--skip-external"])
    #expect(run.status == 0)
    let nodeLines = run.output.split(separator: "\n").filter { $0.contains("[shape=") && !$0.contains("legend") }
    let shapes = Set(nodeLines.compactMap { $0.split(separator: "[").last?.split(separator: ",").first })
    // Eight targets of seven kinds (two executables): seven shapes.
    #expect(shapes.count == 7)
    for legend in ["library", "executable", "plugin", "macro", "system-library", "binary", "snippet"] {
        #expect(run.output.contains("\"legend\\:\(legend)\" [label=\"\(legend)\""), "no legend entry for \(legend)")
    }
    #expect(run.output.contains(#""Generate" [shape=cds"#))
    #expect(run.output.contains(#""Macros" [shape=hexagon"#))
}

@Test func anUnknownTargetTypeIsAToolErrorNamingIt() throws {
    let folder = try TemporaryFolder("kinds")
    defer { folder.remove() }
    try folder.write(#"{ "name": "P", "targets": [{ "name": "Odd", "type": "framework" }] }"#, to: "d.json")
    let run = CommandRun(["--description", folder.path + "/d.json"])
    #expect(run.status == 2)
    #expect(run.errors.contains("unknown target type 'framework'"))
    #expect(run.errors.contains("expected one of library, executable, test, plugin, macro, system-target"))
}

@Test func aTargetWithoutATypeIsAToolError() throws {
    let folder = try TemporaryFolder("kinds")
    defer { folder.remove() }
    try folder.write(#"{ "name": "P", "targets": [{ "name": "Odd" }] }"#, to: "d.json")
    let run = CommandRun(["--description", folder.path + "/d.json"])
    #expect(run.status == 2)
    #expect(run.errors.contains(#"expected a string at "targets[0].type" (Odd)"#))
}

@Test func aDescriptionWithoutTargetsIsAToolError() throws {
    let folder = try TemporaryFolder("kinds")
    defer { folder.remove() }
    try folder.write(#"{ "name": "P" }"#, to: "d.json")
    let run = CommandRun(["--description", folder.path + "/d.json"])
    #expect(run.status == 2)
    #expect(run.errors.contains(#"expected an array of objects at "targets""#))
}
