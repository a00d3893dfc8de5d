import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import HomeModule

@MainActor
@Suite struct HomeBuilderTests {
    @Test func theFeedScreenIsTitledHome() throws {
        #expect(HomeBuilder.build(dependencies: try dependencies()).viewController.title == "Home")
    }

    @Test func aLinkedDetailIsPushedOnTheFeedsStackAndFetchesItsArticleByID() throws {
        let content = ContentStub(sampleFeed)
        let (screen, feed) = try linkableFeedOnScreen(content: content)
        try feed.open(.detail(itemID: "h3"))
        #expect(screen.navigation.viewControllers.count == 2)
        screen.settle()
        #expect(content.requests.contains("article:h3"))
        #expect(screen.navigation.topViewController?.title == "Tokens and themes")
    }

    @Test func aLinkToAnUnknownArticleOpensADetailThatSaysItDoesNotExist() throws {
        let (screen, feed) = try linkableFeedOnScreen()
        try feed.open(.detail(itemID: "h999"))
        screen.settle()
        #expect(
            try screen.driver.element(.identifier("detail.failure.message")).label == "This article does not exist.")
        #expect(try screen.driver.isVisible(.identifier("detail.failure.retry")))
    }

    @Test func aLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let (screen, feed) = try linkableFeedOnScreen(store: MockArticleBookmarks(bookmarkedIDs: ["h2"]))
        try feed.open(.detail(itemID: "h2"))
        screen.settle()
        #expect(try screen.driver.element(.identifier("detail.bookmark")).label == "Remove bookmark")
    }

    @Test func theEntryOpensLinksFromTheFeedItShows() throws {
        let (screen, feed) = try linkableFeedOnScreen()
        #expect(feed.viewController === screen.navigation.viewControllers.first)
    }

    @Test func aTapAndALinkAskForTheSameRoute() throws {
        let router = MockHomeRouter()
        let viewModel = HomeViewModel(feed: ContentStub(sampleFeed), router: router, strings: .home)
        viewModel.screenWillAppear()
        turnMainLoop { !viewModel.rows.isEmpty }
        viewModel.didTapArticle(id: "h2")
        try viewModel.open(.detail(itemID: "h2"))
        #expect(
            router.routes == [
                .detail(id: "h2", title: "Snapshots in review"), .detail(id: "h2", title: "Snapshots in review"),
            ])
    }
}
