import ArticleKit
import TestSupport
import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreBuilderTests {
    @Test func theSearchScreenIsTitledExplore() throws {
        #expect(ExploreBuilder.build(dependencies: try dependencies()).title == "Explore")
    }

    @Test func aLinkedDetailIsPushedOnTheSearchScreensStack() throws {
        let screen = try searchOnScreen()
        let search = try #require(screen.navigation.viewControllers.first)
        try ExploreBuilder.open(.detail(itemID: "e13"), from: search)
        #expect(screen.navigation.topViewController?.title == "Tokens, themes and appearances")
    }

    @Test func aLinkToAnUnknownEntrySaysSoAndPushesNothing() throws {
        let screen = try searchOnScreen()
        let search = try #require(screen.navigation.viewControllers.first)
        #expect(
            throws: ArticleOpeningError(
                .unknownArticle(id: "h1"), message: "There is no entry with the id \"h1\" in the catalogue.")
        ) { try ExploreBuilder.open(.detail(itemID: "h1"), from: search) }
        #expect(screen.navigation.viewControllers.count == 1)
    }

    @Test func aLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let screen = try searchOnScreen(store: MockArticleBookmarks(bookmarkedIDs: ["e20"]))
        let search = try #require(screen.navigation.viewControllers.first)
        try ExploreBuilder.open(.detail(itemID: "e20"), from: search)
        let detail = try #require(screen.navigation.topViewController)
        #expect(detail.view.descendant(identifier: "detail.bookmark")?.label == "Remove bookmark")
    }
}
