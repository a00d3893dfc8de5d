import Foundation
import Testing

@testable import scaffold

/// The README's "Add a feature module" (what `make feature` writes, and the recipe for reaching
/// the module from another feature) names only what the code has: every type, method and
/// property it puts in code spans exists in the package's sources, or, for a name of the
/// generated module (`Settings...`), in what `scaffold Settings` writes. A rename that leaves
/// the README behind fails here.
@Suite struct ReadmeFeatureRecipeTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names the recipe asks a person to write, so no code has them yet.
    private static let written = ["didTapSettings"]

    /// The section, from its heading to the next section's.
    private func section() throws -> String {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Add a feature module\n"))
        let end = try #require(readme.range(of: "\n## Add a screen\n", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    /// The identifiers in code spans that look like code: camel case with a hump, as a type, a
    /// method or a property is named (`ProfileNodeTree`, `secondaryButton`, `onFinish`).
    static func codeNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for (index, span) in text.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            for word in span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                let name = String(word)
                // Not a make variable (`SNAPSHOTS`) nor a test target (`ProfileModuleTests`).
                guard let first = name.first, first.isLetter, name.count > 4,
                    name.dropFirst().contains(where: \.isUppercase), name.contains(where: \.isLowercase),
                    !name.hasSuffix("Tests")
                else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// Every Swift source of App, the modules and the scaffold, as one text.
    private func sources() throws -> String {
        var text = ""
        for folder in ["App", "Modules", "Tools/scaffold"] {
            let base = Self.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                text += try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8) + "\n"
            }
        }
        return text
    }

    /// What `scaffold Settings` writes and adds to App, as one text.
    private func generated() throws -> String {
        let name = try FeatureName("Settings")
        let link = LinkTemplates(name: name)
        let files = FeatureTemplates(name: name).files.merging(CompositionTemplates(name: name).files) { $1 }
            .merging(link.files) { $1 }
        return files.values.joined(separator: "\n") + link.linkedFeatureLine + link.catalogueSteps.joined()
    }

    @Test func everyNameTheSectionGivesIsInTheCodeOrInWhatTheScaffoldWrites() throws {
        let names = Self.codeNames(in: try section())
        #expect(names.count > 20, "\(names.sorted())")
        let sources = try sources()
        let generated = try generated()
        let missing = names.filter { name in
            if Self.written.contains(name) { return false }
            let place = name.lowercased().contains("settings") ? generated : sources
            return place.range(of: "\\b\(name)\\b", options: .regularExpression) == nil
        }
        #expect(missing.isEmpty, "the README names what the code does not have: \(missing.sorted())")
    }

    @Test func aNameTheCodeDoesNotHaveIsFound() {
        let names = Self.codeNames(in: "a `components.listRowz(title:)` in `ProfileNodeTree`, `make test`")
        #expect(names == ["listRowz", "ProfileNodeTree"])
    }
}
