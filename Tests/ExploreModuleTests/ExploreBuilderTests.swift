import TestSupport
import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreBuilderTests {
    @Test func theSearchScreenIsTitledExplore() throws {
        #expect(ExploreBuilder.build(dependencies: try dependencies()).title == "Explore")
    }

    @Test func aDeepLinkedDetailIsTitledWithItsEntry() throws {
        let detail = ExploreBuilder.buildDetail(itemID: "e13", dependencies: try dependencies())
        #expect(detail?.title == "Tokens, themes and appearances")
    }

    @Test func aDeepLinkToAnUnknownEntryBuildsNothing() throws {
        #expect(ExploreBuilder.buildDetail(itemID: "h1", dependencies: try dependencies()) == nil)
    }

    @Test func aDeepLinkedDetailReadsTheBookmarkFromTheSession() throws {
        let store = MockArticleBookmarks(bookmarkedIDs: ["e20"])
        let detail = ExploreBuilder.buildDetail(itemID: "e20", dependencies: try dependencies(store: store))
        #expect(detail?.view.descendant(identifier: "detail.bookmark")?.label == "Remove bookmark")
    }
}
