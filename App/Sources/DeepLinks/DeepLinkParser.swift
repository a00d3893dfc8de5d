import Foundation

/// Turns link text into a `DeepLink`, or says exactly why it cannot.
enum DeepLinkParser {
    /// Parses `text` such as `example://home/item/h1` or `example://explore?q=swift`.
    static func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
        let limit = AppConfiguration.maximumDeepLinkLength
        guard text.count <= limit else { throw .tooLong(length: text.count, limit: limit) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme else {
            throw .malformed(text)
        }
        guard scheme.lowercased() == AppConfiguration.urlScheme else {
            throw .wrongScheme(found: scheme, expected: AppConfiguration.urlScheme)
        }
        let host = (components.host ?? "").lowercased()
        let segments = components.path.split(separator: "/").map(String.init)
        let queryItems = components.queryItems ?? []
        if host != "explore", !queryItems.isEmpty {
            throw .invalidQuery("'\(host)' takes no query")
        }
        switch host {
        case "home":
            return try segments.isEmpty ? .home : .homeItem(id: itemID(in: segments, host: host))
        case "explore":
            guard segments.isEmpty else { return .exploreItem(id: try itemID(in: segments, host: host)) }
            return .explore(query: try searchQuery(in: components))
        case "bookmarks", "profile":
            guard segments.isEmpty else { throw .unknownPath(host: host, path: components.path) }
            return host == "bookmarks" ? .bookmarks : .profile
        case "":
            throw .malformed(text)
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

    private static func searchQuery(in components: URLComponents) throws(DeepLinkError) -> String? {
        guard let items = components.queryItems, !items.isEmpty else { return nil }
        guard items.count == 1, let item = items.first, item.name == "q" else {
            throw .invalidQuery("explore takes only 'q', e.g. example://explore?q=swift")
        }
        // URLComponents gives nil for a value whose percent-encoding does not decode.
        guard let raw = components.percentEncodedQuery, let value = item.value else {
            throw .invalidQuery("the search text is not valid percent-encoded UTF-8")
        }
        guard raw.removingPercentEncoding != nil else {
            throw .invalidQuery("the search text is not valid percent-encoded UTF-8")
        }
        return value
    }
}
