import Foundation
import Testing

/// App is the composition root and nothing else: every type it declares sits in one of the
/// rooms a composition root has (what the rules file cannot see, since it reads targets, not files).
@Suite struct AppComposesOnlyTests {
    /// The folders of App/Sources, each one job of a composition root.
    static let rooms: Set<String> = ["Composition", "Configuration", "Coordinators", "DeepLinks", "Launch"]

    @Test func everyTypeAppDeclaresIsInACompositionRootsRoom() throws {
        let sources = try PackageUnderTest.appSources()
        #expect(!sources.isEmpty, "no Swift sources found under App/Sources")
        for (file, text) in sources {
            for message in Self.misplaced(in: text, file: file) { Issue.record(Comment(rawValue: message)) }
        }
    }

    @Test func aTypeOutsideTheRoomsIsNamedWithItsFileAndLine() {
        let engine = "import Foundation\n\n/// Keeps things.\npublic final class StorageEngine {\n}\n"
        #expect(
            Self.misplaced(in: engine, file: "Session/StorageEngine.swift") == [
                "App/Sources/Session/StorageEngine.swift:4: StorageEngine is declared outside App's rooms "
                    + "(Composition, Configuration, Coordinators, DeepLinks, Launch); an engine of its own "
                    + "belongs in a module of the services or the tooling"
            ])
        #expect(Self.misplaced(in: engine, file: "Launch/StorageEngine.swift").isEmpty)
        #expect(Self.misplaced(in: "extension Array {\n}\n", file: "Session/Extras.swift").isEmpty)
        #expect(Self.misplaced(in: "enum Loose {}\n", file: "Loose.swift").count == 1)
    }

    /// A line for each type `text` declares at its top level when `file` (relative to
    /// App/Sources) is not in one of the rooms.
    static func misplaced(in text: String, file: String) -> [String] {
        let room = file.split(separator: "/").first.map(String.init) ?? ""
        guard !rooms.contains(room) || !file.contains("/") else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard let name = TopLevelType.name(in: String(line)) else { return nil }
            return "App/Sources/\(file):\(index + 1): \(name) is declared outside App's rooms "
                + "(\(rooms.sorted().joined(separator: ", "))); an engine of its own belongs in a module of the "
                + "services or the tooling"
        }
    }
}

/// Finds a type declared at the top level of a file (no indentation).
enum TopLevelType {
    private static let pattern =
        #"^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated|indirect)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)"#

    /// The name of the type `line` declares, or `nil`.
    static func name(in line: String) -> String? {
        FirstCapture.of(pattern, in: line)
    }
}
