import TestSupport
import Testing

@testable import ArticleKit

@MainActor
@Suite struct ArticleDetailViewModelTests {
    let article = Article.sample(id: "h4", title: "Deep links as typed values")
    let source = BookmarkSource(identifier: "reader", displayName: "Reader")

    private func viewModel(_ store: MockArticleBookmarks) -> ArticleDetailViewModel {
        ArticleDetailViewModel(article: article, source: source, bookmarks: store)
    }

    @Test func startsWithTheBookmarkStateOfTheSession() {
        let viewModel = viewModel(MockArticleBookmarks(bookmarkedIDs: ["h4"]))
        #expect(viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Remove bookmark")
    }

    @Test func anUnsavedArticleOffersBookmark() {
        let viewModel = viewModel(MockArticleBookmarks())
        #expect(!viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Bookmark")
    }

    @Test func togglingAnUnsavedArticleSavesItWithItsTitleFromItsSource() {
        let store = MockArticleBookmarks()
        let viewModel = viewModel(store)
        viewModel.toggleBookmark()
        #expect(
            store.setBookmarkCalls == [
                .init(isBookmarked: true, id: "h4", title: "Deep links as typed values", source: source)
            ])
        #expect(viewModel.isBookmarked)
    }

    @Test func togglingASavedArticleRemovesItsBookmark() {
        let store = MockArticleBookmarks(bookmarkedIDs: ["h4"])
        let viewModel = viewModel(store)
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [false])
        #expect(!viewModel.isBookmarked)
    }

    @Test func togglingFollowsTheSessionWhenAnotherTabChangedIt() {
        let store = MockArticleBookmarks(bookmarkedIDs: ["h4"])
        let viewModel = viewModel(store)
        store.removeElsewhere(id: "h4")
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [true])
        #expect(viewModel.isBookmarked)
    }

    @Test func refreshPicksUpABookmarkRemovedElsewhereAndRedraws() {
        let store = MockArticleBookmarks(bookmarkedIDs: ["h4"])
        let viewModel = viewModel(store)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.removeElsewhere(id: "h4")
        viewModel.refresh()
        #expect(!viewModel.isBookmarked)
        #expect(redraws == 1)
    }
}
