import ArticleKit

/// Every transition the feed can ask for.
enum HomeRoute: Equatable {
    /// The detail screen of an article, pushed on the feed's stack.
    case detail(Article)
}
