import ArticleKit
import Components
import ContentModels
import DesignSystem
import NavigationKit

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

    /// The feed as far as it has been fetched, a page at a time.
    let pages: PagedArticles
    /// The feed's first page: what the screen shows while loading, failed or out of date.
    var content: RemoteContent<ArticlePage> { pages.content }
    /// How a tapped or linked article is opened.
    private let opening: ArticleOpening
    var onChange: (() -> Void)? {
        didSet {
            pages.onChange = onChange
            opening.onChange = onChange
        }
    }

    let strings: LocalizedStrings

    init(feed: any HomeContentLoading, router: any HomeRouting, strings: LocalizedStrings) {
        self.strings = strings
        pages = PagedArticles(
            keptFirstPage: { await feed.keptFeed() },
            fetchPage: { page throws(ContentProblem) in try await feed.feed(page: page) })
        opening = ArticleOpening(
            language: strings.language,
            push: { id, title throws(RoutingError) in try router.route(to: .detail(id: id, title: title)) },
            reason: { [language = strings.language] error in error.message(in: language) })
    }

    /// Why an article could not be opened; `nil` when all is well.
    var errorMessage: String? { opening.errorMessage }

    /// The articles, in the order of the feed; empty until it is fetched.
    var rows: [Row] {
        pages.articles.map { Row(id: $0.id, title: $0.title, subtitle: "\($0.category) · \($0.summary)") }
    }

    /// What the end of the feed shows.
    var nextPage: PagedArticles.NextPage { pages.nextPage }

    func screenWillAppear() {
        // Shown again (Back, a link to the tab): an article still being reopened stays closed.
        opening.cancelReopening()
        content.resume()
    }

    func screenDidDisappear() {
        pages.stop()
    }

    /// Fetches the feed again: Retry after a failure, or a pull to refresh.
    func reload() {
        pages.reload()
    }

    /// Fetches the feed's next page: the person reached the end, or retries a failed page.
    func loadNextPage() {
        pages.loadNextPage()
    }

    /// Opens the tapped article with `id`; a failure is shown instead of being lost.
    func didTapArticle(id: String) {
        opening.didTap(id: id, title: title(of: id))
    }

    /// Opens a linked destination through the same route a tap takes; the detail fetches the
    /// article, so a link works before the feed has arrived. The feed shows nothing for a link
    /// it refused: the link's outcome says why.
    ///
    /// - Throws: `ArticleOpeningError` when the detail cannot be shown.
    func open(_ destination: HomeBuilder.Destination) throws(ArticleOpeningError) {
        switch destination {
        case let .detail(itemID): try opening.open(id: itemID, title: title(of: itemID))
        }
    }

    /// Opens again the destination the person had open on an earlier launch, once the server
    /// says its article still exists; one it no longer has is dropped with a notice.
    func reopen(_ destination: HomeBuilder.Destination, articles: any ArticleLoading) {
        switch destination {
        case let .detail(itemID): opening.reopen(id: itemID, articles: articles)
        }
    }

    private func title(of id: String) -> String? {
        rows.first { $0.id == id }?.title
    }
}
