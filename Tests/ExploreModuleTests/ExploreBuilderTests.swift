import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreBuilderTests {
    @Test func theSearchScreenIsTitledExplore() throws {
        #expect(ExploreBuilder.build(dependencies: try dependencies()).title == "Explore")
    }

    @Test func theDefaultPauseBeforeASearchIsSentIsAThirdOfASecond() {
        #expect(ExploreDependencies.defaultSearchDelay == .milliseconds(300))
    }

    @Test func aLinkedDetailIsPushedOnTheSearchScreensStackAndFetchesItsEntryByID() throws {
        let content = ContentStub(sampleCatalogue)
        let screen = try searchOnScreen(content: content)
        let search = try #require(screen.navigation.viewControllers.first)
        try ExploreBuilder.open(.detail(itemID: "e3"), from: search)
        screen.settle()
        #expect(content.requests.contains("article:e3"))
        #expect(screen.navigation.topViewController?.title == "Navigation stacks")
    }

    @Test func aLinkToAnUnknownEntryOpensADetailThatSaysItDoesNotExist() throws {
        let screen = try searchOnScreen()
        let search = try #require(screen.navigation.viewControllers.first)
        try ExploreBuilder.open(.detail(itemID: "h1"), from: search)
        screen.settle()
        #expect(
            try screen.driver.element(.identifier("detail.failure.message")).label == "This article does not exist.")
    }

    @Test func aLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let screen = try searchOnScreen(store: MockArticleBookmarks(bookmarkedIDs: ["e2"]))
        let search = try #require(screen.navigation.viewControllers.first)
        try ExploreBuilder.open(.detail(itemID: "e2"), from: search)
        screen.settle()
        #expect(try screen.driver.element(.identifier("detail.bookmark")).label == "Remove bookmark")
    }

    @Test func aLinkSentToAnotherScreenSaysSo() {
        #expect(throws: ArticleOpeningError(.notThisList, message: "the screen given is not Explore")) {
            try ExploreBuilder.open(.detail(itemID: "e1"), from: ViewController())
        }
    }
}
