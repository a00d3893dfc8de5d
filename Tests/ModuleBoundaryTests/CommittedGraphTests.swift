import DependencyGraph
import Foundation
import Testing

@Test func theCommittedGraphsEqualFreshOnes() throws {
    let linter = try PackageUnderTest.linter()
    // The committed pictures are the architecture: test targets stay one flag away.
    let files = try CommittedGraphs.files(linter: linter, root: PackageUnderTest.root)
    #expect(
        files.map(\.path) == [CommittedGraphs.dotPath, CommittedGraphs.readmePath, CommittedGraphs.toolingReadmePath])
    for file in files {
        #expect(file.stalenessMessage == nil, "\(file.stalenessMessage ?? "")")
    }
}

/// The README draws the app, the tooling's README the tooling; each once, between its markers.
@Test func eachReadmeDrawsItsOneGraphBetweenItsMarkers() throws {
    for (file, begin) in [
        (CommittedGraphs.readmePath, CommittedGraphs.beginMarker),
        (CommittedGraphs.toolingReadmePath, CommittedGraphs.toolingBeginMarker),
    ] {
        let text = try String(contentsOfFile: PackageUnderTest.root + "/" + file, encoding: .utf8)
        let drawings = text.components(separatedBy: "```mermaid").count - 1
        #expect(drawings == 1, "\(file) draws \(drawings) graphs")
        #expect(text.contains(begin + "\n```mermaid\n"), "\(file) draws its graph outside its markers")
    }
}

/// A count of modules in prose goes stale with the next `make feature`; the graph lists them.
@Test func theReadmeStatesNoModuleCount() throws {
    let readme = try String(contentsOfFile: PackageUnderTest.root + "/README.md", encoding: .utf8).lowercased()
    let words = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    for number in words + (2...40).map(String.init) {
        for phrase in ["\(number)-module", "\(number) modules", "\(number) feature modules"] {
            #expect(!readme.contains(phrase), "README.md says '\(phrase)'")
        }
    }
}

/// The README's layer table sets in bold exactly the modules the source card names, and every
/// feature module, as its layer is a blueprint: one `make feature` adds is bold too.
@Test func theReadmeLayerTableBoldsTheBlueprintModules() throws {
    let readme = try String(contentsOfFile: PackageUnderTest.root + "/README.md", encoding: .utf8)
    let begin = try #require(readme.range(of: LayerTable.beginMarker))
    let end = try #require(readme.range(of: LayerTable.endMarker, range: begin.upperBound..<readme.endIndex))
    let table = readme[begin.upperBound..<end.lowerBound]
    let bold = table.split(separator: "**").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    let features = try FileManager.default.contentsOfDirectory(atPath: PackageUnderTest.root + "/Modules")
        .filter { $0.hasSuffix("Module") }
    #expect(features.count >= 5, "Modules/ holds only \(features) feature modules")
    #expect(Set(bold.filter { $0 != "Bold" }) == Set(["App", "DesignSystem", "Components"] + features))
}
