import HeadlessUI

/// How to find an element on screen, as XCUITest and Maestro do.
public enum ElementSelector: Sendable, Hashable, CustomStringConvertible {
    /// The label, value or placeholder equals the text exactly.
    case text(String)
    /// The label, value or placeholder matches the regular expression as a whole.
    case textMatching(String)
    /// The accessibility identifier equals the string exactly.
    case identifier(String)
    /// The accessibility identifier matches the regular expression as a whole.
    case identifierMatching(String)

    /// Says what was looked for, in Maestro's words.
    public var description: String {
        switch self {
        case let .text(text): "Text: \"\(text)\""
        case let .textMatching(pattern): "Text matching regex: \(pattern)"
        case let .identifier(identifier): "Id: \(identifier)"
        case let .identifierMatching(pattern): "Id matching regex: \(pattern)"
        }
    }

    /// A predicate for nodes, compiling a pattern once.
    ///
    /// - Throws: `InteractionError.invalidPattern` for a regular expression that does not parse.
    @MainActor
    func matcher() throws(InteractionError) -> (ViewNode) -> Bool {
        switch self {
        case let .text(text):
            return { node in node.searchableTexts.contains(text) }
        case let .identifier(identifier):
            return { node in node.identifier == identifier }
        case let .textMatching(pattern):
            let regex = try Self.compile(pattern)
            return { node in node.searchableTexts.contains { $0.wholeMatch(of: regex) != nil } }
        case let .identifierMatching(pattern):
            let regex = try Self.compile(pattern)
            return { node in node.identifier.map { $0.wholeMatch(of: regex) != nil } ?? false }
        }
    }

    private static func compile(_ pattern: String) throws(InteractionError) -> Regex<AnyRegexOutput> {
        do {
            return try Regex(pattern)
        } catch {
            throw .invalidPattern(pattern, reason: String(describing: error))
        }
    }
}
