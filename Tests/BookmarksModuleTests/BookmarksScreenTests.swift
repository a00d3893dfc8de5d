import DesignSystem
import HeadlessUI
import HeadlessUITesting
import TestSupport
import Testing

@testable import BookmarksModule

@MainActor
@Suite struct BookmarksScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func emptyBookmarks(_ appearance: Theme.Appearance) throws {
        let harness = try ScreenHarness(
            root: bookmarksScreen(appearance, store: MockBookmarksSessionStore()), theme: try theme(appearance))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func savedBookmarks(_ appearance: Theme.Appearance) throws {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let harness = try ScreenHarness(root: bookmarksScreen(appearance, store: store), theme: try theme(appearance))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func afterRemovingOne(_ appearance: Theme.Appearance) throws {
        let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
        let harness = try ScreenHarness(root: bookmarksScreen(appearance, store: store), theme: try theme(appearance))
        try harness.driver.tap(.identifier("bookmarks.remove.h5"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test func removingTheLastBookmarkShowsTheEmptyState() throws {
        let store = MockBookmarksSessionStore(bookmarks: [.saved("h1", "Only one", from: "Home", onDay: 0)])
        let harness = try ScreenHarness(root: bookmarksScreen(.light, store: store), theme: try theme(.light))
        try harness.driver.tap(.identifier("bookmarks.remove.h1"))
        #expect(try harness.driver.isVisible(.text("No bookmarks yet")))
        #expect(store.removedIDs == ["h1"])
    }

    @Test func theListRefreshesEveryTimeTheTabAppears() throws {
        let store = MockBookmarksSessionStore()
        let bookmarksTab = try NavigationController(rootViewController: bookmarksScreen(.light, store: store))
        let otherTab = ViewController()
        let tabs = TabBarController()
        try tabs.setViewControllers([otherTab, bookmarksTab])
        let window = Window()
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        let driver = ScreenDriver(window: window)

        tabs.selectedIndex = 1
        #expect(try driver.isVisible(.text("No bookmarks yet")))
        tabs.selectedIndex = 0
        store.bookmarks.append(.saved("e4", "Child coordinators and their parents", from: "Explore", onDay: 1))
        tabs.selectedIndex = 1
        #expect(try driver.isVisible(.identifier("bookmarks.item.e4")))
        tabs.selectedIndex = 0
        store.bookmarks.removeAll()
        tabs.selectedIndex = 1
        #expect(try driver.isVisible(.identifier("bookmarks.empty")))
    }

    @Test func aTenThousandCharacterUnicodeTitleStaysOnOneRow() throws {
        let title = String(repeating: "モジュール🧩", count: 1_667)
        let store = MockBookmarksSessionStore(bookmarks: [.saved("h1", title, from: "Home", onDay: 0)])
        let harness = try ScreenHarness(root: bookmarksScreen(.light, store: store), theme: try theme(.light))
        let row = try harness.driver.element(.identifier("bookmarks.item.h1"))
        #expect(row.label == title)
        #expect(harness.driver.renderScreen().split(separator: "\n").allSatisfy { TextWidth.columns(of: $0) == 48 })
    }

    @Test func theScreenAndItsViewModelAreReleasedWhenTheFlowEnds() throws {
        let detector = LeakDetector()
        do {
            let store = MockBookmarksSessionStore(bookmarks: threeBookmarks())
            let harness = try ScreenHarness(root: bookmarksScreen(.light, store: store), theme: try theme(.light))
            let screen = try #require(harness.navigation.topViewController as? BookmarksViewController)
            try harness.driver.tap(.identifier("bookmarks.remove.e7"))
            detector.expectRelease(screen, because: "its window went away")
            detector.expectRelease(screen.viewModel, because: "its screen went away")
        }
        #expect(detector.check().isEmpty)
    }
}
