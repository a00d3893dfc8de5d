import DesignSystem
import HeadlessUI

/// Why a link was refused. A refused link changes nothing.
public enum DeepLinkError: Error, Equatable, CustomStringConvertible {
    /// Longer than the app accepts.
    case tooLong(length: Int, limit: Int)
    /// Not a URL at all.
    case malformed(String)
    /// Another app's scheme.
    case wrongScheme(found: String, expected: String)
    /// A host the app does not know.
    case unknownHost(String)
    /// A path the host does not have.
    case unknownPath(host: String, path: String)
    /// An item link without an id, or with characters an id never has.
    case invalidItemID(String)
    /// A query the destination does not take, or bad percent-encoding in it.
    case invalidQuery(QueryProblem)

    /// The reason in `language`, from App's String Catalog.
    @MainActor func message(in language: Language) -> String {
        message(in: LocalizedStrings(bundle: .module, language: language))
    }

    /// The reason as App's `strings` word it, for the "Link refused" line; what the link
    /// holds is quoted short, so a long link cannot flood the line. In English it is
    /// `description`.
    func message(in strings: LocalizedStrings) -> String {
        switch self {
        case let .tooLong(length, limit):
            strings.localized("link.reason.tooLong", .number(length), .number(limit))
        case let .malformed(link):
            strings.localized("link.reason.malformed", .text(QuotedText.abbreviated(link)))
        case let .wrongScheme(found, expected):
            strings.localized("link.reason.wrongScheme", .text(QuotedText.abbreviated(found)), .text(expected))
        case let .unknownHost(host):
            strings.localized("link.reason.unknownHost", .text(QuotedText.abbreviated(host)))
        case let .unknownPath(host, path):
            strings.localized("link.reason.unknownPath", .text(host), .text(QuotedText.abbreviated(path)))
        case let .invalidItemID(id):
            strings.localized("link.reason.invalidItemID", .text(QuotedText.abbreviated(id)))
        case let .invalidQuery(problem):
            problem.message(in: strings)
        }
    }

    /// The reason in English, for logs and tests; a person reads it in the app's language
    /// (`message(in:)`).
    public var description: String {
        switch self {
        case let .tooLong(length, limit):
            "link is \(length) characters long; the limit is \(limit)"
        case let .malformed(link):
            "'\(QuotedText.abbreviated(link))' is not a link; expected e.g. example://home"
        case let .wrongScheme(found, expected):
            "scheme '\(QuotedText.abbreviated(found))' is not this app's; expected '\(expected)://'"
        case let .unknownHost(host):
            "unknown destination '\(QuotedText.abbreviated(host))'; expected home, explore, bookmarks or profile"
        case let .unknownPath(host, path):
            "'\(host)' has no page '\(QuotedText.abbreviated(path))'; expected \(host) or \(host)/item/<id>"
        case let .invalidItemID(id):
            "item id '\(QuotedText.abbreviated(id))' is not valid; ids are letters, digits, '-' and '_'"
        case let .invalidQuery(problem):
            "invalid query: \(problem)"
        }
    }
}
