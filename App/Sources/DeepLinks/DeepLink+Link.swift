extension DeepLink {
    /// The link in `scheme` that opens this destination, e.g. `example://explore?q=swift%20ui`:
    /// what messages show a person, and text `DeepLinkParser` reads back to the same destination.
    func link(scheme: String) -> String {
        let prefix = scheme + "://"
        switch self {
        case .home: return prefix + "home"
        case let .homeItem(id): return prefix + "home/item/" + id
        case let .explore(query):
            guard let query else { return prefix + "explore" }
            return prefix + "explore?q=" + Self.percentEncoded(query)
        case let .exploreItem(id): return prefix + "explore/item/" + id
        case .bookmarks: return prefix + "bookmarks"
        case let .bookmarksItem(id): return prefix + "bookmarks/item/" + id
        case .profile: return prefix + "profile"
        case let .linkedFeature(host): return prefix + host
        }
    }

    /// Every byte outside the unreserved set (letters, digits, `-._~`) as `%XX`, so spaces,
    /// `+`, `&`, `#` and control characters in a query survive the trip through a link.
    private static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
