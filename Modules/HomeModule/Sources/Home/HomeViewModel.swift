import ArticleKit
import Components
import DesignSystem

/// Decides what the feed shows and where a tapped or linked article leads.
final class HomeViewModel: ScreenViewModel {
    /// What the feed shows for one article.
    struct Row: Equatable {
        /// The article's id.
        let id: String
        /// The article's headline.
        let title: String
        /// Category and summary, on the line under the headline.
        let subtitle: String
    }

    /// The articles, in the order of the feed.
    let rows: [Row]
    /// Why the feed or an article could not be shown; `nil` when all is well.
    private(set) var errorMessage: String?
    var onChange: (() -> Void)?

    private let feed: LoadedArticles
    private let router: any HomeRouting
    private let strings: LocalizedStrings

    init(feed: Result<[Article], ArticleLoadingError>, router: any HomeRouting, strings: LocalizedStrings) {
        self.strings = strings
        self.feed = LoadedArticles(feed, failurePrefix: strings.localized("home.error.load"))
        errorMessage = self.feed.failure
        rows = self.feed.articles.map {
            Row(id: $0.id, title: $0.title, subtitle: "\($0.category) · \($0.summary)")
        }
        self.router = router
    }

    /// Opens the tapped article with `id`; a failure is shown instead of being lost.
    func didTapArticle(id: String) {
        do {
            try openDetail(id: id)
            update(error: feed.failure)
        } catch {
            update(error: error.message)
        }
    }

    /// Opens a linked destination through the same route a tap takes. The feed shows nothing
    /// for a link it refused: the link's outcome says why.
    ///
    /// - Throws: `ArticleOpeningError` when the destination cannot be shown.
    func open(_ destination: HomeBuilder.Destination) throws(ArticleOpeningError) {
        switch destination {
        case let .detail(itemID): try openDetail(id: itemID)
        }
    }

    private func openDetail(id: String) throws(ArticleOpeningError) {
        let article = try feed.article(id: id, unknown: strings.localized("home.error.unknownArticle", .text(id)))
        do {
            try router.route(to: .detail(article))
        } catch {
            throw .notShown(article, reason: error.message(in: strings.language), language: strings.language)
        }
    }

    private func update(error: String?) {
        guard error != errorMessage else { return }
        errorMessage = error
        onChange?()
    }
}
