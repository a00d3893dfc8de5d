import ArticleKit
import Components
import ContentModels
import DesignSystem
import NavigationKit

/// Decides what the search shows as the person types and where a tapped entry leads.
final class ExploreViewModel: ScreenViewModel {
    /// What the search results show for one catalogue entry.
    struct Row: Equatable {
        /// The entry's id.
        let id: String
        /// The entry's headline.
        let title: String
        /// The entry's category, on the line under the headline.
        let subtitle: String
    }

    /// The text in the search field.
    private(set) var query: String
    /// The results of the last search that arrived, a page at a time.
    let pages: PagedArticles
    /// The results' first page: what the screen shows while loading, failed or out of date.
    var content: RemoteContent<ArticlePage> { pages.content }
    /// How a tapped or linked entry is opened.
    private let opening: ArticleOpening
    var onChange: (() -> Void)? {
        didSet {
            pages.onChange = onChange
            opening.onChange = onChange
        }
    }

    private let search: any ExploreContentLoading
    private let searchDelay: Duration
    let strings: LocalizedStrings

    /// A search for `initialQuery`, sent when the screen appears; later queries are sent once
    /// typing pauses for `searchDelay`.
    init(
        search: any ExploreContentLoading,
        initialQuery: String,
        searchDelay: Duration,
        router: any ExploreRouting,
        strings: LocalizedStrings
    ) {
        self.strings = strings
        self.search = search
        self.searchDelay = searchDelay
        query = initialQuery
        pages = PagedArticles(
            keptFirstPage: Self.kept(initialQuery, from: search), fetchPage: Self.fetch(initialQuery, from: search))
        opening = ArticleOpening(
            language: strings.language,
            push: { id, title throws(RoutingError) in try router.route(to: .detail(id: id, title: title)) },
            reason: { [language = strings.language] error in error.message(in: language) })
    }

    /// Why an entry could not be opened; `nil` when all is well.
    var errorMessage: String? { opening.errorMessage }

    /// The entries of the last search that arrived, in the order the server ranked them.
    var results: [Row] {
        pages.articles.map { Row(id: $0.id, title: $0.title, subtitle: $0.category) }
    }

    /// Whether to say "No results": the last search arrived and nothing matched.
    var showsNoResults: Bool {
        guard case let .loaded(fetched) = content.state else { return false }
        return fetched.value.articles.isEmpty
    }

    /// What the end of the results shows.
    var nextPage: PagedArticles.NextPage { pages.nextPage }

    func screenWillAppear() {
        // Shown again (Back, a link to the tab): an article still being reopened stays closed.
        opening.cancelReopening()
        content.resume()
    }

    func screenDidDisappear() {
        pages.stop()
    }

    /// Searches for the new text in the search field once typing pauses: a newer keystroke
    /// within the pause replaces this search before it is sent, and cancels one on its way.
    func updateQuery(_ text: String) {
        query = text
        // A failed push belongs to the results it was tapped in; new results start clean.
        opening.forgetRefusal()
        pages.replaceFetch(Self.fetch(text, from: search), keptFirstPage: Self.kept(text, from: search))
        pages.reload(after: searchDelay)
    }

    /// Sends the search again: Retry after a failure, or a pull to refresh.
    func reload() {
        pages.reload()
    }

    /// Fetches the results' next page: the person reached the end, or retries a failed page.
    func loadNextPage() {
        pages.loadNextPage()
    }

    /// Opens the tapped entry with `id`; a failure is shown instead of being lost.
    func didTapEntry(id: String) {
        opening.didTap(id: id, title: title(of: id))
    }

    /// Opens a linked destination through the same route a tap takes; the detail fetches the
    /// entry, so a link works before any search has arrived. The screen shows nothing for a
    /// link it refused: the link's outcome says why.
    ///
    /// - Throws: `ArticleOpeningError` when the detail cannot be shown.
    func open(_ destination: ExploreBuilder.Destination) throws(ArticleOpeningError) {
        switch destination {
        case let .detail(itemID): try opening.open(id: itemID, title: title(of: itemID))
        }
    }

    /// Shows again what the person had on an earlier launch: the search for `route.query`, sent
    /// when the screen appears, and its detail, reopened once the server says the article still
    /// exists (one it no longer has is dropped with a notice).
    func restore(_ route: ExploreBuilder.Route, articles: any ArticleLoading) {
        query = route.query
        pages.replaceFetch(Self.fetch(route.query, from: search), keptFirstPage: Self.kept(route.query, from: search))
        // At once: a search for the empty field may already be on its way or shown.
        pages.reload()
        guard case let .detail(itemID)? = route.detail else { return }
        opening.reopen(id: itemID, articles: articles)
    }

    private func title(of id: String) -> String? {
        results.first { $0.id == id }?.title
    }

    private static func fetch(_ query: String, from search: any ExploreContentLoading) -> PagedArticles.PageFetch {
        { page throws(ContentProblem) in try await search.search(query, page: page) }
    }

    private static func kept(_ query: String, from search: any ExploreContentLoading)
        -> RemoteContent<ArticlePage>.Kept
    {
        { await search.keptSearch(query) }
    }
}
