import Foundation
import Testing

/// One word per meaning (README, "Words"), where a machine can tell: the code of the app and its
/// tooling spells each word one way.
@Suite struct GlossaryTests {
    /// Every Swift source of the app and its tooling, with its path from the package root.
    static func sources() throws -> [(path: String, text: String)] {
        var sources: [(String, String)] = []
        for folder in ["Modules", "App", "Tools"] {
            let root = PackageUnderTest.root + "/" + folder
            for path in try #require(FileManager.default.subpaths(atPath: root)).sorted() where path.hasSuffix(".swift")
            {
                sources.append((folder + "/" + path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
            }
        }
        return sources
    }

    /// The identifiers in `text`'s code lines (comment lines left out), with their line numbers.
    static func identifiers(in text: String) -> [(line: Int, name: String)] {
        var found: [(Int, String)] = []
        var inMultilineString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A multi-line string literal is prose (help text, templates), not names.
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle() }
            guard !inMultilineString, !line.drop(while: { $0 == " " }).hasPrefix("//") else { continue }
            // What a string literal says is prose, not a name: every other quoted stretch is left out.
            let code = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            found += words.map { (index + 1, String($0)) }
        }
        return found
    }

    /// Why `name` breaks the glossary, or `nil`.
    static func departure(of name: String) -> String? {
        if name.contains("ChildFlow") || name.contains("childFlow") {
            return "a feature's several screens are a journey (JourneyResult, JourneyDelegate), never a child flow"
        }
        if let catalog = name.range(of: "Catalog"), !name[catalog.upperBound...].hasPrefix("ue"),
            !name.lowercased().contains("stringcatalog")
        {
            return "Catalog is Apple's String Catalog only (StringCatalog...); any other list is a catalogue"
        }
        return nil
    }

    @Test func theCodeSpellsEachWordOneWay() throws {
        for source in try Self.sources() {
            for (line, name) in Self.identifiers(in: source.text) {
                if let departure = Self.departure(of: name) {
                    Issue.record(Comment(rawValue: "\(source.path):\(line): \(name): \(departure)"))
                }
            }
        }
    }

    @Test(arguments: ["ChildFlowResult", "onChildFlowEnd", "ScreenCatalog", "CatalogLoader"])
    func aSecondSpellingIsNamed(name: String) {
        #expect(Self.departure(of: name) != nil)
    }

    @Test(arguments: ["JourneyResult", "StringCatalogError", "ScreenCatalogue", "catalogue", "catalog"])
    func theGlossarysSpellingPasses(name: String) {
        #expect(Self.departure(of: name) == nil)
    }
}
