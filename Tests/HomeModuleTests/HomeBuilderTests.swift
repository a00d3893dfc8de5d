import TestSupport
import Testing

@testable import HomeModule

@MainActor
@Suite struct HomeBuilderTests {
    @Test func theFeedScreenIsTitledHome() throws {
        #expect(HomeBuilder.build(dependencies: try dependencies()).title == "Home")
    }

    @Test func aDeepLinkedDetailIsTitledWithItsArticle() throws {
        let detail = HomeBuilder.buildDetail(itemID: "h4", dependencies: try dependencies())
        #expect(detail?.title == "Deep links as typed values")
    }

    @Test func aDeepLinkToAnUnknownArticleBuildsNothing() throws {
        #expect(HomeBuilder.buildDetail(itemID: "h999", dependencies: try dependencies()) == nil)
    }

    @Test func aDeepLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let store = MockArticleBookmarks(bookmarkedIDs: ["h7"])
        let detail = HomeBuilder.buildDetail(itemID: "h7", dependencies: try dependencies(store: store))
        #expect(detail?.view.descendant(identifier: "detail.bookmark")?.label == "Remove bookmark")
    }
}
