import ArticleKit
import ContentModels

/// How the search screen finds catalogue entries: the one thing it needs of the app's services.
/// App registers the implementation; the module never sees the network.
///
/// Nonisolated: the screen calls it off the main actor, which waits meanwhile (see `MainRunLoop`).
nonisolated public protocol ExploreContentLoading: Sendable {
    /// The catalogue entries matching `query`, best first; every entry for a blank query.
    ///
    /// - Throws: `ContentProblem` saying why the search could not be made.
    func search(_ query: String) async throws(ContentProblem) -> Fetched<[ArticleSummary]>
}
