import ArticleKit
import DesignSystem
import Foundation
import Testing

@testable import BookmarksModule

@MainActor
@Suite struct BookmarksViewModelTests {
    @Test func bookmarksAreListedNewestFirst() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        #expect(viewModel.rows.map(\.id) == ["e7", "h5", "h3"])
    }

    @Test func eachRowSaysWhereItCameFromAndWhenItWasSaved() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
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
            sessionStore: MockBookmarksSessionStore(), router: MockBookmarksRouter(), strings: .bookmarks,
            timeZone: .gmt)
        #expect(viewModel.rows.isEmpty)
    }

    @Test func removingABookmarkAsksTheSessionAndDropsTheRow() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        viewModel.remove(id: "h5")
        #expect(store.removedIDs == ["h5"])
        #expect(viewModel.rows.map(\.id) == ["e7", "h3"])
    }

    @Test func removingABookmarkRedrawsTheList() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.remove(id: "h3")
        #expect(redraws == 1)
    }

    @Test func refreshPicksUpABookmarkSavedInAnotherTab() {
        let store = MockBookmarksSessionStore()
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        store.bookmarks.append(.saved("e1", "Modular app anatomy", from: "Explore", onDay: 1))
        viewModel.screenWillAppear()
        #expect(viewModel.rows.map(\.id) == ["e1"])
    }

    @Test func refreshWithoutChangesDoesNotRedraw() {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.screenWillAppear()
        #expect(redraws == 0)
    }

    @Test func aRepeatedIDIsListedOnceWithItsNewestSave() {
        let store = MockBookmarksSessionStore(bookmarks: [
            .saved("h1", "Old title", from: "Home", onDay: 0), .saved("h1", "New title", from: "Home", onDay: 3),
        ])
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        #expect(viewModel.rows.map(\.title) == ["New title"])
    }

    @Test func aBlankTitleIsShownAsUntitled() {
        let store = MockBookmarksSessionStore(bookmarks: [.saved("h1", "  \n", from: "Home", onDay: 0)])
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        #expect(viewModel.rows.map(\.title) == ["Untitled"])
    }

    @Test func anUnknownSourceIsShownAsStored() {
        let store = MockBookmarksSessionStore(bookmarks: [
            .saved("x1", "Imported", from: "import", onDay: 0), .saved("x2", "Lost", from: "", onDay: 1),
        ])
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
        #expect(
            viewModel.rows.map(\.subtitle) == ["Unknown source · saved 2026-03-02", "import · saved 2026-03-01"])
    }

    @Test func bookmarksSavedAtTheSameMomentKeepAStableOrder() {
        let store = MockBookmarksSessionStore(bookmarks: [
            .saved("h2", "Second", from: "Home", onDay: 0), .saved("h1", "First", from: "Home", onDay: 0),
        ])
        let viewModel = BookmarksViewModel(
            sessionStore: store, router: MockBookmarksRouter(), strings: .bookmarks, timeZone: .gmt)
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
            sessionStore: MockBookmarksSessionStore(bookmarks: [bookmark]), router: MockBookmarksRouter(),
            strings: LocalizedStrings(bundle: .module, language: .german), timeZone: .gmt)
        #expect(viewModel.rows.map(\.subtitle) == ["Lesezeichen · gemerkt 2026-03-01"])
    }

    @Test func aTapAsksForTheSavedArticlesDetailTitledAsSaved() {
        let router = MockBookmarksRouter()
        let viewModel = BookmarksViewModel(
            sessionStore: MockBookmarksSessionStore(bookmarks: threeBookmarks()), router: router, strings: .bookmarks,
            timeZone: .gmt)
        viewModel.didTapBookmark(id: "e7")
        #expect(router.routes == [.detail(id: "e7", title: "Déjà vu: replaying user flows")])
        #expect(viewModel.errorMessage == nil)
    }

    @Test func aRefusedTapIsShownAndTheNextTapThatOpensClearsIt() {
        let router = MockBookmarksRouter()
        router.errorToThrow = .notShown
        let viewModel = BookmarksViewModel(
            sessionStore: MockBookmarksSessionStore(bookmarks: threeBookmarks()), router: router, strings: .bookmarks,
            timeZone: .gmt)
        var changes = 0
        viewModel.onChange = { changes += 1 }
        viewModel.didTapBookmark(id: "h3")
        #expect(viewModel.errorMessage?.hasPrefix("Could not open “Routers inside a feature”") == true)
        router.errorToThrow = nil
        viewModel.didTapBookmark(id: "h3")
        #expect(viewModel.errorMessage == nil)
        #expect(changes == 2)
    }

    @Test func aLinkToABookmarkSavedSinceTheListWasReadOpensIt() throws {
        let store = MockBookmarksSessionStore()
        let router = MockBookmarksRouter()
        let viewModel = BookmarksViewModel(sessionStore: store, router: router, strings: .bookmarks, timeZone: .gmt)
        store.bookmarks = threeBookmarks()
        try viewModel.open(.detail(itemID: "h5"))
        #expect(router.routes == [.detail(id: "h5", title: "Proving a flow is released")])
    }

    @Test func aLinkToAnArticleNotSavedIsRefusedInTheListsLanguageAndAsksForNoRoute() {
        let router = MockBookmarksRouter()
        let viewModel = BookmarksViewModel(
            sessionStore: MockBookmarksSessionStore(bookmarks: threeBookmarks()), router: router,
            strings: LocalizedStrings(bundle: .module, language: .german), timeZone: .gmt)
        #expect(
            throws: ArticleOpeningError(.notListed(id: "h9"), message: "„h9“ ist nicht unter deinen Lesezeichen.")
        ) {
            try viewModel.open(.detail(itemID: "h9"))
        }
        #expect(router.routes.isEmpty)
    }
}
