/// One article of the feed, as `feed.json` describes it.
nonisolated struct FeedItem: Decodable, Equatable, Sendable {
    /// Stable identifier (`h1`, `h2`, ...), used in deep links and accessibility identifiers.
    let id: String
    /// Unique headline, also the detail screen's title.
    let title: String
    /// The topic the article belongs to.
    let category: String
    /// One sentence shown in the feed.
    let summary: String
    /// The full text shown on the detail screen.
    let body: String
}
