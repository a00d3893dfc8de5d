import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ArticleKit
@testable import HomeModule

@MainActor
@Suite struct HomeScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func feedScreen(_ appearance: Theme.Appearance) throws {
        let harness = try feedOnScreen(appearance)
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailBeforeBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try feedOnScreen(appearance)
        try harness.driver.tap(.identifier("home.item.h3"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailAfterBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try feedOnScreen(appearance)
        try harness.driver.tap(.identifier("home.item.h3"))
        try harness.driver.tap(.identifier("detail.bookmark"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test func tappingARowPushesThatArticlesDetail() throws {
        let harness = try feedOnScreen()
        try harness.driver.tap(.identifier("home.item.h5"))
        let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
        #expect(detail.title == "Proving a flow is released")
        #expect(harness.navigation.viewControllers.count == 2)
    }

    @Test func bookmarkButtonSavesThenRemovesTheArticle() throws {
        let store = MockArticleBookmarks()
        let harness = try feedOnScreen(store: store)
        try harness.driver.tap(.identifier("home.item.h1"))
        try harness.driver.tap(.text("Bookmark"))
        #expect(store.bookmarkedIDs == ["h1"])
        try harness.driver.tap(.text("Remove bookmark"))
        #expect(store.bookmarkedIDs.isEmpty)
        #expect(try harness.driver.isVisible(.text("Bookmark")))
    }

    @Test func aBookmarkMadeInTheFeedsDetailIsSavedAsMadeInHome() throws {
        let store = MockArticleBookmarks()
        let harness = try feedOnScreen(store: store)
        try harness.driver.tap(.identifier("home.item.h1"))
        try harness.driver.tap(.identifier("detail.bookmark"))
        #expect(store.setBookmarkCalls.map(\.source) == [HomeBuilder.bookmarkSource])
    }

    @Test func detailShowsABookmarkRemovedInAnotherTabWhenItAppearsAgain() throws {
        let store = MockArticleBookmarks(bookmarkedIDs: ["h2"])
        let harness = try feedOnScreen(store: store)
        try harness.driver.tap(.identifier("home.item.h2"))
        let tabs = TabBarController()
        let otherTab = ViewController()
        try harness.window.setRootViewController(tabs)
        try tabs.setViewControllers([harness.navigation, otherTab])
        tabs.selectedIndex = 1
        store.removeElsewhere(id: "h2")
        tabs.selectedIndex = 0
        #expect(try harness.driver.element(.identifier("detail.bookmark")).label == "Bookmark")
    }

    @Test func aPoppedDetailAndItsViewModelAreReleased() throws {
        let harness = try feedOnScreen()
        let detector = LeakDetector()
        do {
            try harness.driver.tap(.identifier("home.item.h6"))
            let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
            try harness.driver.tap(.identifier("detail.bookmark"))
            detector.expectRelease(detail, because: "the detail was popped")
            detector.expectRelease(detail.viewModel, because: "its screen was popped")
        }
        try harness.driver.back()
        #expect(detector.check().isEmpty)
    }

    @Test func theFeedItsViewModelAndRouterAreReleasedWhenTheTabGoesAway() throws {
        let detector = LeakDetector()
        do {
            let harness = try feedOnScreen()
            let feed = try #require(harness.navigation.viewControllers.first as? HomeViewController)
            try harness.driver.tap(.identifier("home.item.h2"))
            detector.expectRelease(feed, because: "its window went away")
            detector.expectRelease(feed.viewModel, because: "its screen went away")
        }
        #expect(detector.check().isEmpty)
    }

    @Test func aFeedWhoseStackIsGoneSaysWhyAnArticleDoesNotOpen() throws {
        let window = Window()
        try window.setRootViewController(HomeBuilder.build(dependencies: try dependencies()))
        window.makeKeyAndVisible()
        let driver = ScreenDriver(window: window)
        try driver.tap(.identifier("home.item.h1"))
        let error = try driver.element(.identifier("home.error"))
        #expect(error.label?.hasPrefix("Could not open “Why coordinators own navigation”") == true)
    }
}
