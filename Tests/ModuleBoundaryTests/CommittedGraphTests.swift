import DependencyGraph
import Foundation
import Testing

@Test func theCommittedGraphsEqualFreshOnes() throws {
    let linter = try PackageUnderTest.linter()
    // The committed pictures are the architecture: test targets stay one flag away.
    let files = try CommittedGraphs.files(linter: linter, root: PackageUnderTest.root)
    #expect(files.map(\.path) == [CommittedGraphs.dotPath, CommittedGraphs.readmePath])
    for file in files {
        #expect(file.stalenessMessage == nil, "\(file.stalenessMessage ?? "")")
    }
}

@Test func theModuleGraphIsDrawnInTheReadmeOnly() throws {
    for file in ["README.md", "Tools/README.md"] {
        let text = try String(contentsOfFile: PackageUnderTest.root + "/" + file, encoding: .utf8)
        let drawings = text.components(separatedBy: "```mermaid").count - 1
        #expect(drawings == (file == "README.md" ? 1 : 0), "\(file) draws the module graph \(drawings) times")
    }
}
