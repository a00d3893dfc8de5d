import Components
import ContentModels
import DesignSystem

/// Decides what an article's detail shows: the article as it is fetched, and its bookmark in
/// step with the session.
final class ArticleDetailViewModel: ScreenViewModel {
    /// The id of the article shown.
    let id: String
    /// The article, as far as it has been fetched.
    let content: RemoteContent<Article>
    /// Whether the session holds a bookmark for the article, as last read.
    private(set) var isBookmarked: Bool
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)? {
        didSet { content.onChange = onChange }
    }

    private let source: BookmarkSource
    private let bookmarks: any ArticleBookmarking
    let strings: LocalizedStrings

    /// Creates the view model and reads the bookmark's current state; the article is fetched
    /// through `articles` when the screen appears, and a bookmark made here is saved as made in
    /// `source`.
    init(
        id: String, articles: any ArticleLoading, source: BookmarkSource, bookmarks: any ArticleBookmarking,
        strings: LocalizedStrings = LocalizedStrings(bundle: .module, language: .english)
    ) {
        self.id = id
        self.strings = strings
        self.source = source
        self.bookmarks = bookmarks
        content = RemoteContent(
            kept: { await articles.keptArticle(id: id) },
            fetch: { () async throws(ContentProblem) -> Fetched<Article> in try await articles.article(id: id) })
        isBookmarked = bookmarks.isBookmarked(id: id)
    }

    /// The article once fetched; `nil` while loading or after a failure.
    var article: Article? {
        guard case let .loaded(fetched) = content.state else { return nil }
        return fetched.value
    }

    /// Whether the server no longer has the article while the session still holds its
    /// bookmark: the detail says so and offers to remove the bookmark.
    var isGoneButBookmarked: Bool {
        guard case .failed(.notFound) = content.state else { return false }
        return isBookmarked
    }

    /// The bookmark button's title for the current state.
    var bookmarkButtonTitle: String {
        isBookmarked ? strings.localized("detail.removeBookmark") : strings.localized("detail.bookmark")
    }

    func screenWillAppear() {
        // Another tab may have removed the bookmark while this screen was away.
        update(isBookmarked: bookmarks.isBookmarked(id: id))
        content.resume()
    }

    func screenDidDisappear() {
        content.stop()
    }

    /// Fetches the article again after a failure.
    func retry() {
        content.reload()
    }

    /// Saves the bookmark when there is none, removes it otherwise; only an article that was
    /// fetched can be bookmarked, since the bookmark keeps its headline.
    func toggleBookmark() {
        guard let article else { return }
        // The session is the truth: toggle what it holds, not what this screen last saw.
        let wanted = !bookmarks.isBookmarked(id: id)
        bookmarks.setBookmarked(wanted, id: id, title: article.title, source: source)
        update(isBookmarked: bookmarks.isBookmarked(id: id))
    }

    /// Removes the bookmark of an article that could not be fetched: a bookmark is removed by
    /// its id, so the article's headline is not needed.
    func removeBookmark() {
        bookmarks.setBookmarked(false, id: id, title: "", source: source)
        update(isBookmarked: bookmarks.isBookmarked(id: id))
    }

    private func update(isBookmarked newValue: Bool) {
        guard newValue != isBookmarked else { return }
        isBookmarked = newValue
        onChange?()
    }
}
