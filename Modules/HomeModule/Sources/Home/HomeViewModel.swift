import ArticleKit
import Components
import DesignSystem

/// Decides what the feed shows and where a tapped or linked article leads.
final class HomeViewModel: ScreenViewModel {
    /// The articles, in the order of the feed.
    let rows: [HomeRow]
    /// Why the feed or an article could not be shown; `nil` when all is well.
    private(set) var errorMessage: String?
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let feed: LoadedArticles
    private let router: any HomeRouting
    private let strings: LocalizedStrings

    /// Creates the view model from the loaded feed (or the reason it did not load), worded by
    /// `strings`.
    init(
        feed: Result<[Article], ArticleLoadingError>, router: any HomeRouting,
        strings: LocalizedStrings = HomeStrings.strings(in: .english)
    ) {
        self.strings = strings
        self.feed = LoadedArticles(feed, failurePrefix: strings.localized("home.error.load"))
        errorMessage = self.feed.failure
        rows = self.feed.articles.map {
            HomeRow(id: $0.id, title: $0.title, subtitle: "\($0.category) · \($0.summary)")
        }
        self.router = router
    }

    /// Opens the tapped article with `id`; a failure is shown instead of being lost.
    func selectItem(id: String) {
        update(error: openDetail(id: id) ?? feed.failure)
    }

    /// Opens a linked destination through the same route a tap takes; returns why it could
    /// not, for the link's outcome (the feed itself shows nothing for a link it refused).
    func open(_ destination: HomeBuilder.Destination) -> String? {
        switch destination {
        case let .detail(itemID): openDetail(id: itemID)
        }
    }

    private func openDetail(id: String) -> String? {
        feed.open(
            id: id, unknown: strings.localized("home.error.unknownArticle", .text(id)), language: strings.language
        ) {
            article throws(HomeRoutingError) in try router.route(to: .detail(article))
        }
    }

    private func update(error: String?) {
        guard error != errorMessage else { return }
        errorMessage = error
        onChange?()
    }
}
