import ArticleKit

/// The transitions the search screen can ask for.
protocol ExploreRouting: AnyObject {
    /// Pushes the detail screen of `item`.
    func showDetail(of item: Article) throws(ExploreRoutingError)
}
