import Foundation
import HeadlessStrings

/// Turns link text into a `DeepLink`, or says exactly why it cannot.
enum DeepLinkParser {
    /// The longest search text a link may carry, in UTF-8 bytes. Printed back as a link every
    /// byte may take three characters (`%E2`), and the printed link must stay within
    /// `AppConfiguration.maximumDeepLinkLength` so that it opens the same search again.
    static let maximumQueryByteCount = 512

    /// Parses `text` such as `example://home/item/h1`, `example://bookmarks/item/e3` or
    /// `example://explore?q=navigation`.
    /// Only links of `scheme`, the running configuration's, are accepted: a link of another
    /// configuration is refused, so a dev build never acts on a production link.
    /// A host of `linkedHosts` opens its linked feature (`example://notifications`), without a
    /// path or a query.
    static func parse(_ text: String, scheme expectedScheme: String, linkedHosts: Set<String> = [])
        throws(DeepLinkError) -> DeepLink
    {
        let limit = AppConfiguration.maximumDeepLinkLength
        guard text.count <= limit else { throw .tooLong(length: text.count, limit: limit) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme else {
            throw .malformed(text)
        }
        guard scheme.lowercased() == expectedScheme else {
            throw .wrongScheme(found: scheme, expected: expectedScheme)
        }
        let host = (components.host ?? "").lowercased()
        let segments = components.path.split(separator: "/").map(String.init)
        let queryItems = components.queryItems ?? []
        if host != "explore", !queryItems.isEmpty {
            throw .invalidQuery(.notTaken(host: host))
        }
        switch host {
        case "home":
            return try segments.isEmpty ? .home : .homeItem(id: itemID(in: segments, host: host))
        case "explore":
            guard segments.isEmpty else { return .exploreItem(id: try itemID(in: segments, host: host)) }
            return .explore(query: try searchQuery(in: trimmed))
        case "bookmarks":
            return try segments.isEmpty ? .bookmarks : .bookmarksItem(id: itemID(in: segments, host: host))
        case "profile":
            guard segments.isEmpty else { throw .unknownPath(host: host, path: components.path) }
            return .profile
        case "":
            throw .malformed(text)
        case let linked where linkedHosts.contains(linked):
            guard segments.isEmpty else { throw .unknownPath(host: host, path: components.path) }
            return .linkedFeature(host: linked)
        default:
            throw .unknownHost(host)
        }
    }

    private static func itemID(in segments: [String], host: String) throws(DeepLinkError) -> String {
        guard segments.count == 2, segments[0] == "item" else {
            throw .unknownPath(host: host, path: "/" + segments.joined(separator: "/"))
        }
        let id = segments[1]
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        guard !id.isEmpty, id.count <= 64, id.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) })
        else { throw .invalidItemID(id) }
        return id
    }

    /// Reads `q` from the link as typed: URLComponents on Linux re-encodes a stray `%` instead
    /// of refusing it, so the raw text is the only place the mistake can be seen.
    private static func searchQuery(in link: String) throws(DeepLinkError) -> String? {
        guard let questionMark = link.firstIndex(of: "?") else { return nil }
        let query = link[link.index(after: questionMark)...].prefix { $0 != "#" }
        guard !query.isEmpty else { return nil }
        let pairs = query.split(separator: "&")
        guard pairs.count == 1, pairs[0].hasPrefix("q=") || pairs[0] == "q" else {
            throw .invalidQuery(.onlySearchTaken)
        }
        guard let value = PercentEscapes.decoded(String(pairs[0].dropFirst(2))) else {
            throw .invalidQuery(.invalidPercentEncoding)
        }
        guard value.utf8.count <= maximumQueryByteCount else {
            throw .invalidQuery(.searchTooLong(byteCount: value.utf8.count, limit: maximumQueryByteCount))
        }
        return value
    }
}
