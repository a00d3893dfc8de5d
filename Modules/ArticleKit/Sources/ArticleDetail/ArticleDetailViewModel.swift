import Components
import DesignSystem

/// Decides what an article's detail shows and keeps its bookmark in step with the session.
final class ArticleDetailViewModel: ScreenViewModel {
    /// The article shown.
    let article: Article
    /// Whether the session holds a bookmark for the article, as last read.
    private(set) var isBookmarked: Bool
    /// Called after the state changed, so the screen can redraw.
    var onChange: (() -> Void)?

    private let source: BookmarkSource
    private let bookmarks: any ArticleBookmarking
    private let strings: LocalizedStrings

    /// Creates the view model and reads the bookmark's current state; a bookmark made here is
    /// saved as made in `source`.
    init(
        article: Article, source: BookmarkSource, bookmarks: any ArticleBookmarking,
        strings: LocalizedStrings = LocalizedStrings(bundle: .module, language: .english)
    ) {
        self.article = article
        self.strings = strings
        self.source = source
        self.bookmarks = bookmarks
        isBookmarked = bookmarks.isBookmarked(id: article.id)
    }

    /// The bookmark button's title for the current state.
    var bookmarkButtonTitle: String {
        isBookmarked ? strings.localized("detail.removeBookmark") : strings.localized("detail.bookmark")
    }

    /// Reads the bookmark again: another tab may have removed it while this screen was away.
    func refresh() {
        update(isBookmarked: bookmarks.isBookmarked(id: article.id))
    }

    /// Saves the bookmark when there is none, removes it otherwise.
    func toggleBookmark() {
        // The session is the truth: toggle what it holds, not what this screen last saw.
        let wanted = !bookmarks.isBookmarked(id: article.id)
        bookmarks.setBookmarked(wanted, id: article.id, title: article.title, source: source)
        update(isBookmarked: bookmarks.isBookmarked(id: article.id))
    }

    private func update(isBookmarked newValue: Bool) {
        guard newValue != isBookmarked else { return }
        isBookmarked = newValue
        onChange?()
    }
}
