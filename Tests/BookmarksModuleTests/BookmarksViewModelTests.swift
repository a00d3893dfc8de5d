import ArticleKit
import DesignSystem
import Foundation
import Testing

@testable import BookmarksModule

@MainActor
@Suite struct BookmarksViewModelTests {
    @Test func bookmarksAreListedNewestFirst() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        #expect(viewModel.rows.map(\.id) == ["e7", "h5", "h3"])
    }

    @Test func eachRowSaysWhereItCameFromAndWhenItWasSaved() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        #expect(
            viewModel.rows == [
                BookmarksViewModel.Row(
                    id: "e7", title: "Déjà vu: replaying user flows", subtitle: "Explore · saved 2026-03-05"),
                BookmarksViewModel.Row(
                    id: "h5", title: "Proving a flow is released", subtitle: "Home · saved 2026-03-03"),
                BookmarksViewModel.Row(
                    id: "h3", title: "Routers inside a feature", subtitle: "Home · saved 2026-03-01"),
            ])
    }

    @Test func anEmptySessionMeansNoBookmarksYet() {
        let viewModel = BookmarksViewModel(
            sessionStore: MockBookmarksSessionStore(), timeZone: .gmt, strings: .bookmarks)
        #expect(viewModel.rows.isEmpty)
    }

    @Test func removingABookmarkAsksTheSessionAndDropsTheRow() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        viewModel.remove(id: "h5")
        #expect(store.removedIDs == ["h5"])
        #expect(viewModel.rows.map(\.id) == ["e7", "h3"])
    }

    @Test func removingABookmarkRedrawsTheList() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.remove(id: "h3")
        #expect(redraws == 1)
    }

    @Test func refreshPicksUpABookmarkSavedInAnotherTab() {
        let store = MockBookmarksSessionStore()
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        store.bookmarks.append(.saved("e1", "Modular app anatomy", from: "Explore", onDay: 1))
        viewModel.refresh()
        #expect(viewModel.rows.map(\.id) == ["e1"])
    }

    @Test func refreshWithoutChangesDoesNotRedraw() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.refresh()
        #expect(redraws == 0)
    }

    @Test func aRepeatedIDIsListedOnceWithItsNewestSave() {
        let store = MockBookmarksSessionStore(bookmarks: [
            .saved("h1", "Old title", from: "Home", onDay: 0), .saved("h1", "New title", from: "Home", onDay: 3),
        ])
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        #expect(viewModel.rows.map(\.title) == ["New title"])
    }

    @Test func aBlankTitleIsShownAsUntitled() {
        let store = MockBookmarksSessionStore(bookmarks: [.saved("h1", "  \n", from: "Home", onDay: 0)])
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        #expect(viewModel.rows.map(\.title) == ["Untitled"])
    }

    @Test func anUnknownSourceIsShownAsStored() {
        let store = MockBookmarksSessionStore(bookmarks: [
            .saved("x1", "Imported", from: "import", onDay: 0), .saved("x2", "Lost", from: "", onDay: 1),
        ])
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        #expect(
            viewModel.rows.map(\.subtitle) == ["Unknown source · saved 2026-03-02", "import · saved 2026-03-01"])
    }

    @Test func bookmarksSavedAtTheSameMomentKeepAStableOrder() {
        let store = MockBookmarksSessionStore(bookmarks: [
            .saved("h2", "Second", from: "Home", onDay: 0), .saved("h1", "First", from: "Home", onDay: 0),
        ])
        let viewModel = BookmarksViewModel(sessionStore: store, timeZone: .gmt, strings: .bookmarks)
        #expect(viewModel.rows.map(\.id) == ["h1", "h2"])
    }

    @Test func aSourceIsNamedInTheListsLanguageFromItsCatalogueKey() {
        // A name declared by key (here one of this module's own keys) is worded in the
        // language of the list, never matched against English text.
        let source = BookmarkSource(identifier: "saved", name: .localized("bookmarks.title", in: .module))
        let bookmark = BookmarksDependencies.SavedBookmark(
            id: "h1", title: "Routers inside a feature", source: source,
            savedAt: Date(timeIntervalSince1970: 1_772_323_200))
        let viewModel = BookmarksViewModel(
            sessionStore: MockBookmarksSessionStore(bookmarks: [bookmark]), timeZone: .gmt,
            strings: LocalizedStrings(bundle: .module, language: .german))
        #expect(viewModel.rows.map(\.subtitle) == ["Lesezeichen · gemerkt 2026-03-01"])
    }
}
