import DesignSystem

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

    /// Opens the article with `id` through `open`: `nil` when it opened, otherwise the
    /// sentence the list shows in `language`, `unknown` when no article has that id.
    public func open<Failure: Error & CustomStringConvertible>(
        id: String,
        unknown: @autoclosure () -> String,
        language: Language = .english,
        with open: (Article) throws(Failure) -> Void
    ) -> String? {
        guard let article = articles.first(where: { $0.id == id }) else { return unknown() }
        do {
            try open(article)
            return nil
        } catch {
            return ArticleKitStrings.strings(in: language).localized(
                "detail.error.open", .text(article.title), .text(error.description))
        }
    }
}
