/// One entry of the Explore catalogue, as `catalogue.json` describes it.
nonisolated struct CatalogueItem: Decodable, Equatable, Sendable {
    /// Stable identifier (`e1`, `e2`, ...), used in deep links and accessibility identifiers.
    let id: String
    /// Unique headline, also the detail screen's title.
    let title: String
    /// The topic the entry belongs to; searched together with the title.
    let category: String
    /// One sentence about the entry.
    let summary: String
    /// The full text shown on the detail screen.
    let body: String
}
