import Testing

@testable import HomeModule

@MainActor
@Suite struct HomeDetailViewModelTests {
    let item = FeedItem.sample(id: "h4", title: "Deep links as typed values")

    @Test func startsWithTheBookmarkStateOfTheSession() {
        let viewModel = HomeDetailViewModel(item: item, sessionStore: MockHomeSessionStore(bookmarkedIDs: ["h4"]))
        #expect(viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Remove bookmark")
    }

    @Test func anUnsavedArticleOffersBookmark() {
        let viewModel = HomeDetailViewModel(item: item, sessionStore: MockHomeSessionStore())
        #expect(!viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Bookmark")
    }

    @Test func togglingAnUnsavedArticleSavesItWithItsTitleFromHome() {
        let store = MockHomeSessionStore()
        let viewModel = HomeDetailViewModel(item: item, sessionStore: store)
        viewModel.toggleBookmark()
        #expect(
            store.setBookmarkCalls == [
                .init(isBookmarked: true, id: "h4", title: "Deep links as typed values", source: "home")
            ])
        #expect(viewModel.isBookmarked)
    }

    @Test func togglingASavedArticleRemovesItsBookmark() {
        let store = MockHomeSessionStore(bookmarkedIDs: ["h4"])
        let viewModel = HomeDetailViewModel(item: item, sessionStore: store)
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [false])
        #expect(!viewModel.isBookmarked)
    }

    @Test func togglingFollowsTheSessionWhenAnotherTabChangedIt() {
        let store = MockHomeSessionStore(bookmarkedIDs: ["h4"])
        let viewModel = HomeDetailViewModel(item: item, sessionStore: store)
        store.removeElsewhere(id: "h4")
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [true])
        #expect(viewModel.isBookmarked)
    }

    @Test func refreshPicksUpABookmarkRemovedElsewhereAndRedraws() {
        let store = MockHomeSessionStore(bookmarkedIDs: ["h4"])
        let viewModel = HomeDetailViewModel(item: item, sessionStore: store)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.removeElsewhere(id: "h4")
        viewModel.refresh()
        #expect(!viewModel.isBookmarked)
        #expect(redraws == 1)
    }
}
