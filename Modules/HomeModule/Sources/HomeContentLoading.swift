import ArticleKit
import ContentModels

/// How the Home feed gets its articles: the one thing it needs of the app's services. App
/// registers the implementation; the module never sees the network.
///
/// Nonisolated: the screen calls it off the main actor, which waits meanwhile (see `MainRunLoop`).
nonisolated public protocol HomeContentLoading: Sendable {
    /// Page `page` (from 1) of the newest feed, first article first.
    ///
    /// - Throws: `ContentProblem` saying why it could not be fetched.
    func feed(page: Int) async throws(ContentProblem) -> Fetched<ArticlePage>

    /// The feed's first page as the app kept it from before, however old, without asking the
    /// server; `nil` when it kept none.
    func keptFeed() async -> Fetched<ArticlePage>?
}

nonisolated extension HomeContentLoading {
    /// Nothing: a source that keeps nothing shows the feed once the server answers.
    public func keptFeed() async -> Fetched<ArticlePage>? { nil }
}
