import DesignSystem
import HeadlessUI
import HeadlessUITesting
import TestSupport
import Testing

@testable import ArticleKit
@testable import HomeModule

/// The feed as a person sees it: waiting, failing, empty, loaded, out of date, and its detail.
@MainActor
@Suite struct HomeScreenTests {
    // MARK: - Snapshots

    @Test(arguments: Theme.Appearance.allCases)
    func feedScreen(_ appearance: Theme.Appearance) throws {
        try expectScreen(try settledFeed(appearance), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func feedLoading(_ appearance: Theme.Appearance) throws {
        try expectScreen(try feedOnScreen(appearance), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func feedFailed(_ appearance: Theme.Appearance) throws {
        let content = ContentStub(sampleFeed)
        content.failure = .offline
        try expectScreen(try settledFeed(appearance, content: content), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func feedEmpty(_ appearance: Theme.Appearance) throws {
        try expectScreen(try settledFeed(appearance, content: ContentStub([])), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func feedOutOfDate(_ appearance: Theme.Appearance) throws {
        let content = ContentStub(sampleFeed)
        content.outOfDateBecause = .offline
        try expectScreen(try settledFeed(appearance, content: content), appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailLoading(_ appearance: Theme.Appearance) throws {
        let harness = try settledFeed(appearance)
        try harness.driver.tap(.identifier("home.item.h3"))
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailFailed(_ appearance: Theme.Appearance) throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(appearance, content: content)
        content.failure = .serverError
        try harness.driver.tap(.identifier("home.item.h3"))
        harness.settle()
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailOutOfDate(_ appearance: Theme.Appearance) throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(appearance, content: content)
        content.outOfDateBecause = .timedOut
        try harness.driver.tap(.identifier("home.item.h3"))
        harness.settle()
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailBeforeBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try settledFeed(appearance)
        try harness.driver.tap(.identifier("home.item.h3"))
        harness.settle()
        try expectScreen(harness, appearance)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func detailAfterBookmarking(_ appearance: Theme.Appearance) throws {
        let harness = try settledFeed(appearance)
        try harness.driver.tap(.identifier("home.item.h3"))
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

    // MARK: - Waiting, failing and recovering

    @Test func theFeedSaysItIsLoadingUntilItsAnswerArrives() throws {
        let harness = try feedOnScreen()
        #expect(try harness.driver.element(.identifier("home.loading")).label == "Loading the feed")
        #expect(try !harness.driver.isVisible(.identifier("home.item.h1")))
        harness.settle()
        #expect(try !harness.driver.isVisible(.identifier("home.loading")))
        #expect(try harness.driver.element(.identifier("home.item.h1")).label == "Coordinators own navigation")
        #expect(try harness.driver.elements(matching: .identifierMatching("home\\.item\\..*")).count == 3)
    }

    @Test func aFailedFeedSaysWhyAndRetryLoadsItAgain() throws {
        let content = ContentStub(sampleFeed)
        content.failure = .timedOut
        let harness = try settledFeed(content: content)
        #expect(
            try harness.driver.element(.identifier("home.failure.message")).label
                == "The server took too long to answer.")
        #expect(try !harness.driver.isVisible(.identifier("home.item.h1")))
        content.failure = nil
        try harness.driver.tap(.identifier("home.failure.retry"))
        #expect(try harness.driver.isVisible(.identifier("home.loading")))
        harness.settle()
        #expect(content.requests == ["feed", "feed"])
        #expect(try harness.driver.isVisible(.identifier("home.item.h1")))
        #expect(try !harness.driver.isVisible(.identifier("home.failure")))
    }

    @Test func anEmptyFeedSaysSoAndCanStillBePulledToRefresh() throws {
        let content = ContentStub([])
        let harness = try settledFeed(content: content)
        #expect(try harness.driver.element(.identifier("home.empty")).label == "There is nothing in the feed yet.")
        content.articles = [.sample(id: "h9", title: "Newly written")]
        try harness.driver.swipeDown()
        harness.settle()
        #expect(try !harness.driver.isVisible(.identifier("home.empty")))
        #expect(try harness.driver.isVisible(.identifier("home.item.h9")))
    }

    @Test func pullingToRefreshShowsAnArticleAddedSince() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        content.articles.insert(.sample(id: "h4", title: "Written since"), at: 0)
        try harness.driver.swipeDown()
        // What was shown stays while the refresh is on its way.
        #expect(try harness.driver.isVisible(.identifier("home.item.h1")))
        harness.settle()
        #expect(content.requests == ["feed", "feed"])
        let rows = try harness.driver.elements(matching: .identifierMatching("home\\.item\\..*"))
        #expect(rows.map(\.identifier) == ["home.item.h4", "home.item.h1", "home.item.h2", "home.item.h3"])
    }

    @Test func anOutOfDateFeedSaysWhyAboveItsArticles() throws {
        let content = ContentStub(sampleFeed)
        content.outOfDateBecause = .offline
        let harness = try settledFeed(content: content)
        #expect(
            try harness.driver.element(.identifier("home.outOfDate")).label
                == "This may be out of date. You are offline.")
        #expect(try harness.driver.isVisible(.identifier("home.item.h1")))
    }

    @Test func aFreshAnswerTakesTheOutOfDateBannerAway() throws {
        let content = ContentStub(sampleFeed)
        content.outOfDateBecause = .offline
        let harness = try settledFeed(content: content)
        content.outOfDateBecause = nil
        try harness.driver.swipeDown()
        harness.settle()
        #expect(try !harness.driver.isVisible(.identifier("home.outOfDate")))
    }

    @Test func aFailedRefreshKeepsTheFeedAndSaysItMayBeOutOfDate() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        content.failure = .serverError
        try harness.driver.swipeDown()
        harness.settle()
        #expect(content.requests == ["feed", "feed"])
        #expect(try harness.driver.elements(matching: .identifierMatching("home\\.item\\..*")).count == 3)
        #expect(try !harness.driver.isVisible(.identifier("home.failure")))
        #expect(
            try harness.driver.element(.identifier("home.outOfDate")).label
                == "This may be out of date. The server had a problem.")
    }

    // MARK: - Nothing outlives its screen

    @Test func choosingAnotherTabCancelsTheFeedOnItsWayAndItsLateAnswerChangesNothing() throws {
        let start = quietMainLoop()
        let content = ContentStub(sampleFeed)
        content.isHolding = true
        let app = try TabbedFeed(content: content)
        turnMainLoop { content.heldCount == 1 }
        app.tabs.selectedIndex = 1
        turnMainLoop { ScreenTasks.live == start }
        #expect(content.cancelledCount == 1)
        #expect(ScreenTasks.live == start)
        #expect(MainRunLoop.main.workInFlight == 0)
        content.release()
        MainRunLoop.main.settle(timeout: .seconds(10))
        let feed = try #require(app.navigation.viewControllers.first as? HomeViewController)
        guard case .loading = feed.viewModel.content.state else {
            Issue.record("the feed changed after its tab was left")
            return
        }
        // Back on its tab, the feed asks again and shows the answer.
        content.isHolding = false
        app.tabs.selectedIndex = 0
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(content.requests == ["feed", "feed"])
        #expect(try app.driver.isVisible(.identifier("home.item.h1")))
    }

    @Test func anAnswerThatArrivesAfterTheTabWasLeftIsDropped() throws {
        let content = ContentStub(sampleFeed)
        let app = try TabbedFeed(content: content)
        waitForAnswersToBeHandedIn()
        #expect(MainRunLoop.main.hasWork, "the answer waits for the loop to turn")
        app.tabs.selectedIndex = 1
        MainRunLoop.main.settle(timeout: .seconds(10))
        let feed = try #require(app.navigation.viewControllers.first as? HomeViewController)
        #expect(feed.viewModel.rows.isEmpty)
    }

    @Test func aFeedWhoseWindowWentAwayCancelsItsRequestAndIsReleased() throws {
        let start = quietMainLoop()
        let content = ContentStub(sampleFeed)
        content.isHolding = true
        let detector = LeakDetector()
        do {
            let harness = try feedOnScreen(content: content)
            let feed = try #require(harness.navigation.viewControllers.first as? HomeViewController)
            turnMainLoop { content.heldCount == 1 }
            detector.expectRelease(feed, because: "its window went away")
            detector.expectRelease(feed.viewModel, because: "its screen went away")
        }
        turnMainLoop(until: { ScreenTasks.live == start })
        #expect(content.cancelledCount == 1)
        #expect(ScreenTasks.live == start)
        #expect(MainRunLoop.main.workInFlight == 0)
        content.release()
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(detector.check().isEmpty)
    }

    @Test func aDetailPoppedWhileItsArticleIsOnItsWayCancelsItAndIsReleased() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        let start = quietMainLoop()
        content.isHolding = true
        let detector = LeakDetector()
        do {
            try harness.driver.tap(.identifier("home.item.h2"))
            let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
            turnMainLoop { content.heldCount == 1 }
            detector.expectRelease(detail, because: "the detail was popped")
            detector.expectRelease(detail.viewModel, because: "its screen was popped")
        }
        try harness.driver.back()
        turnMainLoop { ScreenTasks.live == start }
        #expect(content.cancelledCount == 1)
        #expect(MainRunLoop.main.workInFlight == 0)
        content.release()
        harness.settle()
        #expect(detector.check().isEmpty)
        #expect(try harness.driver.elements(matching: .identifierMatching("home\\.item\\..*")).count == 3)
        #expect(harness.navigation.viewControllers.count == 1)
    }

    @Test func aThousandDetailsOpenedAndLeftWhileWaitingLeaveNothingBehind() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        let startTasks = quietMainLoop()
        let startInstances = LiveInstances.snapshot()
        content.isHolding = true
        let cycles = 1_000
        for _ in 0..<cycles {
            try harness.driver.tap(.identifier("home.item.h1"))
            try harness.driver.back()
        }
        turnMainLoop { ScreenTasks.live == startTasks }
        #expect(ScreenTasks.live == startTasks)
        #expect(MainRunLoop.main.workInFlight == 0)
        // A request cancelled before it set off never reaches the server; every one that did was
        // cancelled, none is still held.
        #expect(content.requests.count <= cycles + 1)
        #expect(content.cancelledCount == content.requests.count - 1)
        #expect(content.heldCount == 0)
        #expect(harness.navigation.viewControllers.count == 1)
        #expect(LiveInstances.snapshot() == startInstances)
    }

    // MARK: - The detail

    @Test func theDetailIsTitledFromTheListUntilItsArticleArrives() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        // The server renamed the article since the feed was fetched.
        content.articles[1] = .sample(id: "h2", title: "Snapshots in code review")
        try harness.driver.tap(.identifier("home.item.h2"))
        let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
        #expect(detail.title == "Snapshots in review")
        #expect(try harness.driver.element(.identifier("detail.loading")).label == "Loading the article")
        harness.settle()
        #expect(content.requests == ["feed", "article:h2"])
        #expect(detail.title == "Snapshots in code review")
        #expect(try harness.driver.element(.identifier("detail.body")).label == "Body of h2.")
    }

    @Test func theDetailOffersItsBookmarkOnlyOnceItsArticleArrived() throws {
        let store = MockArticleBookmarks()
        let harness = try settledFeed(store: store)
        try harness.driver.tap(.identifier("home.item.h1"))
        #expect(try !harness.driver.isVisible(.identifier("detail.bookmark")))
        harness.settle()
        try harness.driver.tap(.identifier("detail.bookmark"))
        #expect(store.bookmarkedIDs == ["h1"])
    }

    @Test func aFailedDetailSaysWhyAndRetryFetchesItAgain() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        content.failure = .unreadable
        try harness.driver.tap(.identifier("home.item.h1"))
        harness.settle()
        #expect(
            try harness.driver.element(.identifier("detail.failure.message")).label
                == "The server sent something the app cannot read.")
        #expect(try !harness.driver.isVisible(.identifier("detail.bookmark")))
        content.failure = nil
        try harness.driver.tap(.identifier("detail.failure.retry"))
        harness.settle()
        #expect(content.requests == ["feed", "article:h1", "article:h1"])
        #expect(try harness.driver.isVisible(.identifier("detail.bookmark")))
    }

    @Test func anArticleRemovedFromTheServerSaysItDoesNotExistWithRetry() throws {
        let content = ContentStub(sampleFeed)
        let harness = try settledFeed(content: content)
        content.articles.removeAll { $0.id == "h3" }
        try harness.driver.tap(.identifier("home.item.h3"))
        harness.settle()
        #expect(
            try harness.driver.element(.identifier("detail.failure.message")).label == "This article does not exist.")
        try harness.driver.tap(.identifier("detail.failure.retry"))
        harness.settle()
        #expect(content.requests == ["feed", "article:h3", "article:h3"])
    }

    @Test func bookmarkButtonSavesThenRemovesTheArticle() throws {
        let store = MockArticleBookmarks()
        let harness = try settledFeed(store: store)
        try harness.driver.tap(.identifier("home.item.h1"))
        harness.settle()
        try harness.driver.tap(.text("Bookmark"))
        #expect(store.bookmarkedIDs == ["h1"])
        try harness.driver.tap(.text("Remove bookmark"))
        #expect(store.bookmarkedIDs.isEmpty)
        #expect(try harness.driver.isVisible(.text("Bookmark")))
    }

    @Test func aBookmarkMadeInTheFeedsDetailIsSavedAsMadeInHome() throws {
        let store = MockArticleBookmarks()
        let harness = try settledFeed(store: store)
        try harness.driver.tap(.identifier("home.item.h1"))
        harness.settle()
        try harness.driver.tap(.identifier("detail.bookmark"))
        #expect(
            store.setBookmarkCalls == [
                .init(
                    isBookmarked: true, id: "h1", title: "Coordinators own navigation",
                    source: HomeBuilder.bookmarkSource)
            ])
    }

    @Test func detailShowsABookmarkRemovedInAnotherTabWhenItAppearsAgain() throws {
        let store = MockArticleBookmarks(bookmarkedIDs: ["h2"])
        let harness = try settledFeed(store: store)
        try harness.driver.tap(.identifier("home.item.h2"))
        harness.settle()
        let tabs = TabBarController()
        let otherTab = ViewController()
        try harness.window.setRootViewController(tabs)
        try tabs.setViewControllers([harness.navigation, otherTab])
        tabs.selectedIndex = 1
        store.removeElsewhere(id: "h2")
        tabs.selectedIndex = 0
        harness.settle()
        #expect(try harness.driver.element(.identifier("detail.bookmark")).label == "Bookmark")
    }

    @Test func aPoppedDetailAndItsViewModelAreReleased() throws {
        let harness = try settledFeed()
        let detector = LeakDetector()
        do {
            try harness.driver.tap(.identifier("home.item.h3"))
            harness.settle()
            let detail = try #require(harness.navigation.topViewController as? ArticleDetailViewController)
            try harness.driver.tap(.identifier("detail.bookmark"))
            detector.expectRelease(detail, because: "the detail was popped")
            detector.expectRelease(detail.viewModel, because: "its screen was popped")
        }
        try harness.driver.back()
        #expect(detector.check().isEmpty)
    }

    @Test func aFeedWhoseStackIsGoneSaysWhyAnArticleDoesNotOpen() throws {
        let window = Window()
        try window.setRootViewController(HomeBuilder.build(dependencies: try dependencies()).viewController)
        window.makeKeyAndVisible()
        let driver = ScreenDriver(window: window)
        MainRunLoop.main.settle(timeout: .seconds(10))
        try driver.tap(.identifier("home.item.h1"))
        let error = try driver.element(.identifier("home.error"))
        #expect(error.label?.hasPrefix("Could not open “Coordinators own navigation”") == true)
    }
}
