import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ArticleKit
@testable import ExploreModule

@MainActor
@Suite struct ExploreScreenTests {
    private func harness(
        _ appearance: Theme.Appearance = .light,
        store: MockArticleBookmarks = MockArticleBookmarks(),
        initialQuery: String = ""
    ) throws -> ScreenHarness {
        try searchOnScreen(appearance, store: store, initialQuery: initialQuery)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchScreen(_ appearance: Theme.Appearance) throws {
        let (screen, tree) = try harness(appearance).renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchFilteredWhileTyping(_ appearance: Theme.Appearance) throws {
        let harness = try harness(appearance)
        try harness.driver.inputText("navig", into: .identifier("explore.search"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchWithNoResults(_ appearance: Theme.Appearance) throws {
        let harness = try harness(appearance)
        try harness.driver.inputText("quantum", into: .identifier("explore.search"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchOpenedFromALinkWithAQuery(_ appearance: Theme.Appearance) throws {
        let (screen, tree) = try harness(appearance, initialQuery: "Déjà").renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailBeforeBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try harness(appearance)
        try harness.driver.tap(.identifier("explore.item.e5"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailAfterBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try harness(appearance)
        try harness.driver.tap(.identifier("explore.item.e5"))
        try harness.driver.tap(.identifier("detail.bookmark"))
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue)
        expectSnapshot(tree, named: "tree")
    }

    @Test func theFieldKeepsFocusSoTypingCanContinue() throws {
        let harness = try harness()
        try harness.driver.inputText("sin", into: .identifier("explore.search"))
        try harness.driver.inputText("gle")
        #expect(try harness.driver.element(.identifier("explore.search")).value == "single")
        #expect(try harness.driver.isVisible(.identifier("explore.item.e2")))
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 1)
    }

    @Test func erasingTheQueryBringsBackTheWholeCatalogue() throws {
        let harness = try harness()
        try harness.driver.inputText("quantum", into: .identifier("explore.search"))
        try harness.driver.eraseText()
        #expect(try !harness.driver.isVisible(.text("No results")))
        let rows = try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*"))
        #expect(rows.count == (try CatalogueLoader.bundled.get().count))
    }

    @Test func aVeryLongQueryShowsNoResults() throws {
        let harness = try harness()
        try harness.driver.inputText(String(repeating: "x", count: 10_000), into: .identifier("explore.search"))
        #expect(try harness.driver.isVisible(.identifier("explore.empty")))
    }

    @Test func tappingAResultPushesThatEntrysDetail() throws {
        let harness = try harness()
        try harness.driver.inputText("lazy", into: .identifier("explore.search"))
        try harness.driver.tap(.identifier("explore.item.e18"))
        let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
        #expect(detail.title == "Lazy views, cheap tabs")
    }

    @Test func bookmarkingFromExploreSavesTheEntryWithItsSource() throws {
        let store = MockArticleBookmarks()
        let harness = try harness(store: store)
        try harness.driver.tap(.identifier("explore.item.e9"))
        try harness.driver.tap(.text("Bookmark"))
        #expect(
            store.setBookmarkCalls == [
                .init(
                    isBookmarked: true, id: "e9", title: "Snapshot references in review",
                    source: ExploreBuilder.bookmarkSource)
            ])
        #expect(try harness.driver.isVisible(.text("Remove bookmark")))
    }

    @Test func goingBackKeepsTheQueryAndItsResults() throws {
        let harness = try harness()
        try harness.driver.inputText("testing", into: .identifier("explore.search"))
        try harness.driver.tap(.identifier("explore.item.e8"))
        try harness.driver.back()
        #expect(try harness.driver.element(.identifier("explore.search")).value == "testing")
        #expect(try !harness.driver.isVisible(.identifier("explore.item.e1")))
    }

    @Test func theSearchScreenItsViewModelAndRouterAreReleasedWhenTheTabGoesAway() throws {
        let detector = LeakDetector()
        do {
            let harness = try searchOnScreen()
            let search = try #require(harness.navigation.viewControllers.first as? ExploreViewController)
            try harness.driver.inputText("test", into: .identifier("explore.search"))
            try harness.driver.tap(.identifier("explore.item.e8"))
            detector.expectRelease(search, because: "its window went away")
            detector.expectRelease(search.viewModel, because: "its screen went away")
        }
        #expect(detector.check().isEmpty)
    }

    @Test func aPoppedDetailAndItsViewModelAreReleased() throws {
        let harness = try harness()
        let detector = LeakDetector()
        do {
            try harness.driver.tap(.identifier("explore.item.e3"))
            let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
            try harness.driver.tap(.identifier("detail.bookmark"))
            detector.expectRelease(detail, because: "the detail was popped")
            detector.expectRelease(detail.viewModel, because: "its screen was popped")
        }
        try harness.driver.swipeBackFromEdge()
        #expect(detector.check().isEmpty)
    }
}
