import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import HomeModule

@MainActor
@Suite struct HomeBuilderTests {
    @Test func theFeedScreenIsTitledHome() throws {
        #expect(HomeBuilder.build(dependencies: try dependencies()).title == "Home")
    }

    @Test func aLinkedDetailIsPushedOnTheFeedsStack() throws {
        let screen = try feedOnScreen()
        let feed = try #require(screen.navigation.viewControllers.first)
        try HomeBuilder.open(.detail(itemID: "h4"), from: feed)
        #expect(screen.navigation.viewControllers.count == 2)
        #expect(screen.navigation.topViewController?.title == "Deep links as typed values")
    }

    @Test func aLinkToAnUnknownArticleSaysSoAndPushesNothing() throws {
        let screen = try feedOnScreen()
        let feed = try #require(screen.navigation.viewControllers.first)
        #expect(
            throws: ArticleOpeningError(
                .unknownArticle(id: "h999"), message: "There is no article with the id \"h999\" in the feed.")
        ) { try HomeBuilder.open(.detail(itemID: "h999"), from: feed) }
        #expect(screen.navigation.viewControllers.count == 1)
    }

    @Test func aLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let screen = try feedOnScreen(store: MockArticleBookmarks(bookmarkedIDs: ["h7"]))
        let feed = try #require(screen.navigation.viewControllers.first)
        try HomeBuilder.open(.detail(itemID: "h7"), from: feed)
        let detail = try #require(screen.navigation.topViewController)
        #expect(detail.view.descendant(identifier: "detail.bookmark")?.label == "Remove bookmark")
    }

    @Test func aLinkSentToAnotherScreenSaysSo() {
        #expect(throws: ArticleOpeningError(.notThisList, message: "the screen given is not the Home feed")) {
            try HomeBuilder.open(.detail(itemID: "h1"), from: ViewController())
        }
    }

    @Test func aTapAndALinkAskForTheSameRoute() throws {
        let router = MockHomeRouter()
        let articles: [Article] = [.sample(id: "h1", title: "First"), .sample(id: "h2", title: "Second")]
        let viewModel = HomeViewModel(feed: .success(articles), router: router, strings: .home)
        viewModel.didTapArticle(id: "h2")
        try viewModel.open(.detail(itemID: "h2"))
        #expect(router.routes == [.detail(articles[1]), .detail(articles[1])])
    }
}
