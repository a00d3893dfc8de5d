/// What the feed shows for one article.
struct HomeRow: Equatable {
    /// The article's id.
    let id: String
    /// The article's headline.
    let title: String
    /// Category and summary, on the line under the headline.
    let subtitle: String
}
