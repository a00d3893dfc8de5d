import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreDetailViewModelTests {
    let item = CatalogueItem.sample(id: "e21", title: "Pending deep links at login")

    @Test func startsWithTheBookmarkStateOfTheSession() {
        let viewModel = ExploreDetailViewModel(
            item: item, sessionStore: MockExploreSessionStore(bookmarkedIDs: ["e21"]))
        #expect(viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Remove bookmark")
    }

    @Test func anUnsavedEntryOffersBookmark() {
        let viewModel = ExploreDetailViewModel(item: item, sessionStore: MockExploreSessionStore())
        #expect(!viewModel.isBookmarked)
        #expect(viewModel.bookmarkButtonTitle == "Bookmark")
    }

    @Test func togglingAnUnsavedEntrySavesItWithItsTitleFromExplore() {
        let store = MockExploreSessionStore()
        let viewModel = ExploreDetailViewModel(item: item, sessionStore: store)
        viewModel.toggleBookmark()
        #expect(
            store.setBookmarkCalls == [
                .init(isBookmarked: true, id: "e21", title: "Pending deep links at login", source: "explore")
            ])
        #expect(viewModel.isBookmarked)
    }

    @Test func togglingASavedEntryRemovesItsBookmark() {
        let store = MockExploreSessionStore(bookmarkedIDs: ["e21"])
        let viewModel = ExploreDetailViewModel(item: item, sessionStore: store)
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [false])
        #expect(!viewModel.isBookmarked)
    }

    @Test func togglingFollowsTheSessionWhenAnotherTabChangedIt() {
        let store = MockExploreSessionStore(bookmarkedIDs: ["e21"])
        let viewModel = ExploreDetailViewModel(item: item, sessionStore: store)
        store.removeElsewhere(id: "e21")
        viewModel.toggleBookmark()
        #expect(store.setBookmarkCalls.map(\.isBookmarked) == [true])
        #expect(viewModel.isBookmarked)
    }

    @Test func refreshPicksUpABookmarkRemovedElsewhereAndRedraws() {
        let store = MockExploreSessionStore(bookmarkedIDs: ["e21"])
        let viewModel = ExploreDetailViewModel(item: item, sessionStore: store)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        store.removeElsewhere(id: "e21")
        viewModel.refresh()
        #expect(!viewModel.isBookmarked)
        #expect(redraws == 1)
    }
}
