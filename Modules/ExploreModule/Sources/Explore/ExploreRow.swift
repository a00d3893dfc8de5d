/// What the search results show for one catalogue entry.
struct ExploreRow: Equatable {
    /// The entry's id.
    let id: String
    /// The entry's headline.
    let title: String
    /// The entry's category, on the line under the headline.
    let subtitle: String
}
