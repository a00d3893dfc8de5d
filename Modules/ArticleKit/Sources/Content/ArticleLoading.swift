import ContentModels

/// How an article's detail gets its article: the one thing it needs of the app's services.
/// App registers the implementation; a feature hands it on to the details it opens.
///
/// Nonisolated: the screen calls it off the main actor, which waits meanwhile (see `MainRunLoop`).
nonisolated public protocol ArticleLoading: Sendable {
    /// The article with `id`.
    ///
    /// - Throws: `ContentProblem` saying why it could not be fetched.
    func article(id: String) async throws(ContentProblem) -> Fetched<Article>

    /// The article `id` as the app kept it from before, however old, without asking the
    /// server; `nil` when it kept none.
    func keptArticle(id: String) async -> Fetched<Article>?
}

nonisolated extension ArticleLoading {
    /// Nothing: a source that keeps nothing shows the article once the server answers.
    public func keptArticle(id: String) async -> Fetched<Article>? { nil }
}
