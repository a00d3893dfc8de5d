import ArticleKit
import ContentModels

/// How the search screen finds catalogue entries: the one thing it needs of the app's services.
/// App registers the implementation; the module never sees the network.
///
/// Nonisolated: the screen calls it off the main actor, which waits meanwhile (see `MainRunLoop`).
nonisolated public protocol ExploreContentLoading: Sendable {
    /// Page `page` (from 1) of the catalogue entries matching `query`, best first; every entry
    /// for a blank query.
    ///
    /// - Throws: `ContentProblem` saying why the search could not be made.
    func search(_ query: String, page: Int) async throws(ContentProblem) -> Fetched<ArticlePage>

    /// The first page of the search for `query` as the app kept it from before, however old,
    /// without asking the server; `nil` when it kept none.
    func keptSearch(_ query: String) async -> Fetched<ArticlePage>?
}

nonisolated extension ExploreContentLoading {
    /// Nothing: a source that keeps nothing shows the search once the server answers.
    public func keptSearch(_ query: String) async -> Fetched<ArticlePage>? { nil }
}
