import ArticleKit
import ContentModels

/// How the Home feed gets its articles: the one thing it needs of the app's services. App
/// registers the implementation; the module never sees the network.
///
/// Nonisolated: the screen calls it off the main actor, which waits meanwhile (see `MainRunLoop`).
nonisolated public protocol HomeContentLoading: Sendable {
    /// The newest feed, first article first.
    ///
    /// - Throws: `ContentProblem` saying why it could not be fetched.
    func feed() async throws(ContentProblem) -> Fetched<[ArticleSummary]>
}
