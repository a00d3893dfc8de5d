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
    case invalidQuery(String)

    /// The message, as a person reads it.
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
        case let .invalidQuery(detail):
            "invalid query: \(detail)"
        }
    }
}
