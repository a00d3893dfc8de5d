import Testing

@testable import ArticleKit

@MainActor
@Suite struct ArticleDetailViewModelTests {
    let article = Article(id: "h4", title: "Deep links as typed values", category: "C", summary: "S", body: "B")
    let source = BookmarkSource(identifier: "reader", name: .verbatim("Reader"))

    private func viewModel(_ store: BookmarksInMemory) -> ArticleDetailViewModel {
        ArticleDetailViewModel(article: article, source: source, bookmarks: store)
    }

    @Test func startsWithTheBookmarkStateOfTheSession() {
        let viewModel = viewModel(BookmarksInMemory(bookmarkedIDs: ["h4"]))
        #expect(viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Remove bookmark")
    }

    @Test func anUnsavedArticleOffersBookmark() {
        let viewModel = viewModel(BookmarksInMemory())
        #expect(!viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Bookmark")
    }

    @Test func togglingAnUnsavedArticleSavesItWithItsTitleFromItsSource() {
        let store = BookmarksInMemory()
        let viewModel = viewModel(store)
        viewModel.toggleBookmark()
        #expect(
            store.setBookmarkCalls == [
                .init(isBookmarked: true, id: "h4", title: "Deep links as typed values", source: source)
            ])
        #expect(viewModel.isBookmarked)
    }

    @Test func togglingASavedArticleRemovesItsBookmark() {
        let store = BookmarksInMemory(bookmarkedIDs: ["h4"])
        let viewModel = viewModel(store)
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [false])
        #expect(!viewModel.isBookmarked)
    }

    @Test func togglingFollowsTheSessionWhenAnotherTabChangedIt() {
        let store = BookmarksInMemory(bookmarkedIDs: ["h4"])
        let viewModel = viewModel(store)
        store.removeElsewhere(id: "h4")
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [true])
        #expect(viewModel.isBookmarked)
    }

    @Test func refreshPicksUpABookmarkRemovedElsewhereAndRedraws() {
        let store = BookmarksInMemory(bookmarkedIDs: ["h4"])
        let viewModel = viewModel(store)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.removeElsewhere(id: "h4")
        viewModel.refresh()
        #expect(!viewModel.isBookmarked)
        #expect(redraws == 1)
    }
}

/// The kit's own session stand-in. Feature tests share `MockArticleBookmarks` from
/// TestSupport, which sits above the kits and so is out of this target's reach.
private final class BookmarksInMemory: ArticleBookmarking {
    struct Call: Equatable {
        let isBookmarked: Bool
        let id: String
        let title: String
        let source: BookmarkSource
    }

    private(set) var bookmarkedIDs: Set<String>
    private(set) var setBookmarkCalls: [Call] = []

    init(bookmarkedIDs: Set<String> = []) {
        self.bookmarkedIDs = bookmarkedIDs
    }

    func isBookmarked(id: String) -> Bool { bookmarkedIDs.contains(id) }

    func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        setBookmarkCalls.append(Call(isBookmarked: isBookmarked, id: id, title: title, source: source))
        if isBookmarked { bookmarkedIDs.insert(id) } else { bookmarkedIDs.remove(id) }
    }

    /// Removes a bookmark as another tab would, without recording a call.
    func removeElsewhere(id: String) { bookmarkedIDs.remove(id) }
}
