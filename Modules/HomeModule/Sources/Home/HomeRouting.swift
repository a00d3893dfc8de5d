import ArticleKit

/// The transitions the feed can ask for.
protocol HomeRouting: AnyObject {
    /// Pushes the detail screen of `item`.
    func showDetail(of item: Article) throws(HomeRoutingError)
}
