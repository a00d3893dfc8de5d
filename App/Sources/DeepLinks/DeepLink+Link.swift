import HeadlessStrings

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
            return prefix + "explore?q=" + PercentEscapes.encoded(query)
        case let .exploreItem(id): return prefix + "explore/item/" + id
        case .bookmarks: return prefix + "bookmarks"
        case let .bookmarksItem(id): return prefix + "bookmarks/item/" + id
        case .profile: return prefix + "profile"
        case let .linkedFeature(host): return prefix + host
        }
    }
}
