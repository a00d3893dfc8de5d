import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreBuilderTests {
    @Test func theSearchScreenIsTitledExplore() throws {
        #expect(ExploreBuilder.build(dependencies: try dependencies()).viewController.title == "Explore")
    }

    @Test func theDefaultPauseBeforeASearchIsSentIsAThirdOfASecond() {
        #expect(ExploreDependencies.defaultSearchDelay == .milliseconds(300))
    }

    @Test func aLinkedDetailIsPushedOnTheSearchScreensStackAndFetchesItsEntryByID() throws {
        let content = ContentStub(sampleCatalogue)
        let (screen, search) = try linkableSearchOnScreen(content: content)
        try search.open(.detail(itemID: "e3"))
        screen.settle()
        #expect(content.requests.contains("article:e3"))
        #expect(screen.navigation.topViewController?.title == "Navigation stacks")
    }

    @Test func aLinkToAnUnknownEntryOpensADetailThatSaysItDoesNotExist() throws {
        let (screen, search) = try linkableSearchOnScreen()
        try search.open(.detail(itemID: "h1"))
        screen.settle()
        #expect(
            try screen.driver.element(.identifier("detail.failure.message")).label == "This article does not exist.")
    }

    @Test func aLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let (screen, search) = try linkableSearchOnScreen(store: MockArticleBookmarks(bookmarkedIDs: ["e2"]))
        try search.open(.detail(itemID: "e2"))
        screen.settle()
        #expect(try screen.driver.element(.identifier("detail.bookmark")).label == "Remove bookmark")
    }

    @Test func theEntryOpensLinksFromTheSearchItShows() throws {
        let (screen, search) = try linkableSearchOnScreen()
        #expect(search.viewController === screen.navigation.viewControllers.first)
    }
}
