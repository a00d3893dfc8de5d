/// A feature's bundled articles as a list screen holds them: the articles, or the sentence
/// the screen shows when they could not be loaded.
public struct LoadedArticles {
    /// The articles in their bundled order; empty when they did not load.
    public let articles: [Article]
    /// Why there are no articles, as the screen says it; `nil` when they loaded.
    public let failure: String?

    /// Takes the loading `result`; a failure reads `failurePrefix` followed by the reason
    /// (`The feed could not be loaded. feed.json: ...`).
    public init(_ result: Result<[Article], ArticleLoadingError>, failurePrefix: String) {
        switch result {
        case let .success(articles):
            self.articles = articles
            failure = nil
        case let .failure(error):
            articles = []
            failure = "\(failurePrefix) \(error.description)"
        }
    }

    /// The article with `id`.
    ///
    /// - Throws: `ArticleOpeningError` when the list did not load (worded as `failure`), or has
    ///   no such article (worded as `unknown`).
    public func article(id: String, unknown: @autoclosure () -> String) throws(ArticleOpeningError) -> Article {
        if let failure { throw ArticleOpeningError(.listNotLoaded, message: failure) }
        guard let article = articles.first(where: { $0.id == id }) else {
            throw ArticleOpeningError(.unknownArticle(id: id), message: unknown())
        }
        return article
    }
}
