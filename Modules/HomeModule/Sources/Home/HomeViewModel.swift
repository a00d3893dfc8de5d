import ArticleKit
import Components

/// Decides what the feed shows and where a tapped article leads.
final class HomeViewModel: ScreenViewModel {
    /// The articles, in the order of the feed.
    let rows: [HomeRow]
    /// Why the feed or an article could not be shown; `nil` when all is well.
    private(set) var errorMessage: String?
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let items: [Article]
    private let loadError: String?
    private let router: any HomeRouting

    /// Creates the view model from the loaded feed (or the reason it did not load).
    init(feed: Result<[Article], ArticleLoadingError>, router: any HomeRouting) {
        let loaded: [Article]
        let failure: String?
        switch feed {
        case let .success(items):
            loaded = items
            failure = nil
        case let .failure(error):
            loaded = []
            failure = "The feed could not be loaded. \(error.description)"
        }
        items = loaded
        loadError = failure
        errorMessage = failure
        rows = loaded.map { HomeRow(id: $0.id, title: $0.title, subtitle: "\($0.category) · \($0.summary)") }
        self.router = router
    }

    /// Opens the article with `id`; a failure is shown instead of being lost.
    func selectItem(id: String) {
        guard let item = items.first(where: { $0.id == id }) else {
            update(error: "There is no article with the id \"\(id)\" in the feed.")
            return
        }
        do {
            try router.showDetail(of: item)
            update(error: loadError)
        } catch {
            update(error: "Could not open “\(item.title)”: \(error.description)")
        }
    }

    private func update(error: String?) {
        guard error != errorMessage else { return }
        errorMessage = error
        onChange?()
    }
}
