import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ArticleKit
@testable import ExploreModule

/// The search screen as a person sees it: waiting, failing, searching as they type, and the
/// detail of an entry.
@MainActor
@Suite struct ExploreScreenTests {
    // MARK: - Snapshots

    @Test(arguments: Theme.Appearance.allCases)
    func searchScreen(_ appearance: Theme.Appearance) throws {
        try expectScreen(try settledSearch(appearance), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchLoading(_ appearance: Theme.Appearance) throws {
        try expectScreen(try searchOnScreen(appearance), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchFailed(_ appearance: Theme.Appearance) throws {
        let content = ContentStub(sampleCatalogue)
        content.failure = .serverError
        try expectScreen(try settledSearch(appearance, content: content), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchOutOfDate(_ appearance: Theme.Appearance) throws {
        let content = ContentStub(sampleCatalogue)
        content.outOfDateBecause = .offline
        try expectScreen(try settledSearch(appearance, content: content), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchFilteredWhileTyping(_ appearance: Theme.Appearance) throws {
        let harness = try settledSearch(appearance)
        try harness.driver.inputText("navig", into: .identifier("explore.search"))
        harness.settle()
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchWithNoResults(_ appearance: Theme.Appearance) throws {
        let harness = try settledSearch(appearance)
        try harness.driver.inputText("quantum", into: .identifier("explore.search"))
        harness.settle()
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func searchOpenedFromALinkWithAQuery(_ appearance: Theme.Appearance) throws {
        try expectScreen(try settledSearch(appearance, initialQuery: "stacks"), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailBeforeBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try settledSearch(appearance)
        try harness.driver.tap(.identifier("explore.item.e2"))
        harness.settle()
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailAfterBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try settledSearch(appearance)
        try harness.driver.tap(.identifier("explore.item.e2"))
        harness.settle()
        try harness.driver.tap(.identifier("detail.bookmark"))
        try expectScreen(harness, appearance)
    }

    private func expectScreen(
        _ harness: ScreenHarness, _ appearance: Theme.Appearance, function: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (screen, tree) = try harness.renders()
        expectSnapshot(screen, named: appearance.rawValue, function: function, sourceLocation: sourceLocation)
        expectSnapshot(tree, named: "tree", function: function, sourceLocation: sourceLocation)
    }

    // MARK: - Searching as the person types

    @Test func theScreenSaysItIsSearchingUntilTheFirstAnswerArrives() throws {
        let harness = try searchOnScreen()
        #expect(try harness.driver.element(.identifier("explore.loading")).label == "Searching")
        #expect(try !harness.driver.isVisible(.identifier("explore.item.e1")))
        harness.settle()
        #expect(try !harness.driver.isVisible(.identifier("explore.loading")))
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 4)
    }

    @Test func typingSeveralCharactersQuicklySendsOneSearchOnceTypingPauses() throws {
        let content = ContentStub(sampleCatalogue)
        // Far longer than typing four characters takes here, so no keystroke waits that long.
        let harness = try settledSearch(content: content, searchDelay: .milliseconds(200))
        try harness.driver.inputText("n", into: .identifier("explore.search"))
        try harness.driver.inputText("a")
        try harness.driver.inputText("v")
        try harness.driver.inputText("i")
        #expect(content.requests == ["search:"])
        harness.settle()
        #expect(content.requests == ["search:", "search:navi"])
        let rows = try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*"))
        #expect(rows.map(\.identifier) == ["explore.item.e3", "explore.item.e4"])
    }

    @Test func aNewerQueryCancelsTheSearchOnItsWay() throws {
        let content = ContentStub(sampleCatalogue)
        let harness = try settledSearch(content: content)
        content.isHolding = true
        try harness.driver.inputText("swift", into: .identifier("explore.search"))
        turnMainLoop { content.heldCount == 1 }
        content.isHolding = false
        try harness.driver.inputText(" concurrency")
        harness.settle()
        #expect(content.requests == ["search:", "search:swift", "search:swift concurrency"])
        #expect(content.cancelledCount == 1)
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 1)
        #expect(try harness.driver.isVisible(.identifier("explore.item.e1")))
    }

    @Test func theResultsFollowTheQueryAndErasingItBringsBackEveryEntry() throws {
        let harness = try settledSearch()
        try harness.driver.inputText("audits", into: .identifier("explore.search"))
        harness.settle()
        #expect(
            try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).map(\.identifier) == [
                "explore.item.e2"
            ])
        try harness.driver.eraseText()
        harness.settle()
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 4)
        #expect(try !harness.driver.isVisible(.identifier("explore.empty")))
    }

    @Test func theFieldKeepsFocusAndTextWhileResultsArrive() throws {
        let harness = try settledSearch()
        try harness.driver.inputText("inter", into: .identifier("explore.search"))
        harness.settle()
        try harness.driver.inputText("active")
        harness.settle()
        #expect(try harness.driver.element(.identifier("explore.search")).value == "interactive")
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 1)
    }

    @Test func aQueryMatchingNothingSaysNoResults() throws {
        let harness = try settledSearch()
        try harness.driver.inputText(String(repeating: "x", count: 10_000), into: .identifier("explore.search"))
        harness.settle()
        #expect(try harness.driver.element(.identifier("explore.empty")).label == "No results")
    }

    // MARK: - Failing and recovering

    @Test func aFailedSearchSaysWhyAndRetrySendsItAgain() throws {
        let content = ContentStub(sampleCatalogue)
        content.failure = .offline
        let harness = try settledSearch(content: content)
        #expect(try harness.driver.element(.identifier("explore.failure.message")).label == "You are offline.")
        #expect(try !harness.driver.isVisible(.identifier("explore.empty")))
        content.failure = nil
        try harness.driver.tap(.identifier("explore.failure.retry"))
        #expect(try harness.driver.isVisible(.identifier("explore.loading")))
        harness.settle()
        #expect(content.requests == ["search:", "search:"])
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 4)
    }

    @Test func pullingToRefreshShowsAnEntryAddedSince() throws {
        let content = ContentStub(sampleCatalogue)
        let harness = try settledSearch(content: content)
        content.articles.append(.sample(id: "e5", title: "Pull to refresh"))
        try harness.driver.swipeDown()
        harness.settle()
        #expect(content.requests == ["search:", "search:"])
        #expect(try harness.driver.isVisible(.identifier("explore.item.e5")))
    }

    @Test func anOutOfDateAnswerSaysWhyAboveTheResults() throws {
        let content = ContentStub(sampleCatalogue)
        content.outOfDateBecause = .timedOut
        let harness = try settledSearch(content: content)
        #expect(
            try harness.driver.element(.identifier("explore.outOfDate")).label
                == "This may be out of date. The server took too long to answer.")
        #expect(try harness.driver.isVisible(.identifier("explore.item.e1")))
    }

    @Test func aFailedRefreshKeepsTheResultsAndSaysTheyMayBeOutOfDate() throws {
        let content = ContentStub(sampleCatalogue)
        let harness = try settledSearch(content: content)
        content.failure = .offline
        try harness.driver.swipeDown()
        harness.settle()
        #expect(try harness.driver.elements(matching: .identifierMatching("explore\\.item\\..*")).count == 4)
        #expect(try !harness.driver.isVisible(.identifier("explore.failure")))
        #expect(
            try harness.driver.element(.identifier("explore.outOfDate")).label
                == "This may be out of date. You are offline.")
    }

    // MARK: - Nothing outlives its screen

    @Test func choosingAnotherTabCancelsTheSearchOnItsWay() throws {
        let start = quietMainLoop()
        let content = ContentStub(sampleCatalogue)
        content.isHolding = true
        let app = try TabbedSearch(content: content)
        turnMainLoop { content.heldCount == 1 }
        app.tabs.selectedIndex = 1
        turnMainLoop { ScreenTasks.live == start }
        #expect(content.cancelledCount == 1)
        #expect(ScreenTasks.live == start)
        #expect(MainRunLoop.main.workInFlight == 0)
        content.release()
        MainRunLoop.main.settle(timeout: .seconds(10))
        let search = try #require(app.navigation.viewControllers.first as? ExploreViewController)
        #expect(search.viewModel.results.isEmpty)
        content.isHolding = false
        app.tabs.selectedIndex = 0
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(content.requests == ["search:", "search:"])
        #expect(search.viewModel.results.count == 4)
    }

    @Test func aSearchTypedJustBeforeTheTabWasLeftIsNeverSent() throws {
        let content = ContentStub(sampleCatalogue)
        // A pause no test waits out: the search is cancelled long before it would be sent.
        let app = try TabbedSearch(content: content, searchDelay: .seconds(3600))
        MainRunLoop.main.settle(timeout: .seconds(10))
        try app.driver.inputText("swift", into: .identifier("explore.search"))
        app.tabs.selectedIndex = 1
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(content.requests == ["search:"])
        let search = try #require(app.navigation.viewControllers.first as? ExploreViewController)
        #expect(search.viewModel.results.count == 4)
    }

    @Test func aSearchScreenWhoseWindowWentAwayCancelsItsSearchAndIsReleased() throws {
        let start = quietMainLoop()
        let content = ContentStub(sampleCatalogue)
        content.isHolding = true
        let detector = LeakDetector()
        do {
            let harness = try searchOnScreen(content: content)
            let search = try #require(harness.navigation.viewControllers.first as? ExploreViewController)
            turnMainLoop { content.heldCount == 1 }
            detector.expectRelease(search, because: "its window went away")
            detector.expectRelease(search.viewModel, because: "its screen went away")
        }
        turnMainLoop(until: { ScreenTasks.live == start })
        #expect(content.cancelledCount == 1)
        #expect(MainRunLoop.main.workInFlight == 0)
        content.release()
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(detector.check().isEmpty)
    }

    @Test func aThousandSearchScreensOpenedAndLeftWhileWaitingLeaveNothingBehind() throws {
        let theme = try theme(.light)
        let content = ContentStub(sampleCatalogue)
        content.isHolding = true
        let startTasks = quietMainLoop()
        let startInstances = LiveInstances.snapshot()
        let cycles = 1_000
        for _ in 0..<cycles {
            let harness = try ScreenHarness(theme: theme) { router in
                ExploreBuilder.build(
                    dependencies: ExploreDependencies(
                        theme: theme, sessionStore: MockArticleBookmarks(), search: content, articles: content,
                        router: router, searchDelay: shortSearchDelay)
                ).viewController
            }
            _ = harness
        }
        turnMainLoop(until: { ScreenTasks.live == startTasks })
        #expect(ScreenTasks.live == startTasks)
        #expect(MainRunLoop.main.workInFlight == 0)
        #expect(content.heldCount == 0)
        #expect(content.requests.count <= cycles)
        #expect(content.cancelledCount == content.requests.count)
        #expect(LiveInstances.snapshot() == startInstances)
    }

    // MARK: - The detail

    @Test func tappingAResultPushesThatEntrysDetailTitledFromTheList() throws {
        let content = ContentStub(sampleCatalogue)
        let harness = try settledSearch(content: content)
        try harness.driver.inputText("pop", into: .identifier("explore.search"))
        harness.settle()
        try harness.driver.tap(.identifier("explore.item.e4"))
        let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
        #expect(detail.title == "Interactive pop")
        #expect(try harness.driver.element(.identifier("detail.loading")).label == "Loading the article")
        harness.settle()
        #expect(content.requests.last == "article:e4")
        #expect(try harness.driver.element(.identifier("detail.body")).label == "Body of e4.")
    }

    @Test func bookmarkingFromExploreSavesTheEntryWithItsSource() throws {
        let store = MockArticleBookmarks()
        let harness = try settledSearch(store: store)
        try harness.driver.tap(.identifier("explore.item.e3"))
        #expect(try !harness.driver.isVisible(.identifier("detail.bookmark")))
        harness.settle()
        try harness.driver.tap(.text("Bookmark"))
        #expect(
            store.setBookmarkCalls == [
                .init(isBookmarked: true, id: "e3", title: "Navigation stacks", source: ExploreBuilder.bookmarkSource)
            ])
        #expect(try harness.driver.isVisible(.text("Remove bookmark")))
    }

    @Test func goingBackKeepsTheQueryAndItsResultsWithoutSearchingAgain() throws {
        let content = ContentStub(sampleCatalogue)
        let harness = try settledSearch(content: content)
        try harness.driver.inputText("navigation", into: .identifier("explore.search"))
        harness.settle()
        try harness.driver.tap(.identifier("explore.item.e3"))
        harness.settle()
        try harness.driver.back()
        harness.settle()
        #expect(content.requests == ["search:", "search:navigation", "article:e3"])
        #expect(try harness.driver.element(.identifier("explore.search")).value == "navigation")
        #expect(try !harness.driver.isVisible(.identifier("explore.item.e1")))
        #expect(try harness.driver.isVisible(.identifier("explore.item.e3")))
    }

    @Test func aDetailPoppedWhileItsEntryIsOnItsWayCancelsItAndIsReleased() throws {
        let content = ContentStub(sampleCatalogue)
        let harness = try settledSearch(content: content)
        let start = quietMainLoop()
        content.isHolding = true
        let detector = LeakDetector()
        do {
            try harness.driver.tap(.identifier("explore.item.e1"))
            let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
            turnMainLoop { content.heldCount == 1 }
            detector.expectRelease(detail, because: "the detail was popped")
            detector.expectRelease(detail.viewModel, because: "its screen was popped")
        }
        try harness.driver.swipeBackFromEdge()
        turnMainLoop { ScreenTasks.live == start }
        #expect(content.cancelledCount == 1)
        #expect(MainRunLoop.main.workInFlight == 0)
        content.release()
        harness.settle()
        #expect(detector.check().isEmpty)
    }
}
