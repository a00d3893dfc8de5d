import ContentModels
import HeadlessUI
import HeadlessUITesting
import TestSupport
import Testing

@testable import HomeModule

/// The feed a page at a time, on screen: scrolling to the end fetches the next page, whose
/// failure shows Retry at the end of the list, and the end of the feed says so.
@MainActor
struct HomePagingScreenTests {
    @Test func scrollingToTheEndPagesThroughAFailureAndRetryToTheEnd() throws {
        let content = ContentStub(sampleFeed)
        content.pageSize = 1
        let harness = try settledFeed(content: content)
        #expect(harness.driver.isVisibleOrFalse("home.item.h1"))
        #expect(!harness.driver.isVisibleOrFalse("home.item.h2"))
        #expect(!harness.driver.isVisibleOrFalse("home.end"), "one page so far says nothing of an end")

        #expect(harness.driver.scrollToEnd())
        #expect(harness.driver.isVisibleOrFalse("home.next.loading"))
        harness.settle()
        #expect(harness.driver.isVisibleOrFalse("home.item.h2"))
        #expect(content.requests == ["feed", "feed@2"])

        content.failure = .offline
        harness.driver.scrollToEnd()
        harness.settle()
        #expect(harness.driver.isVisibleOrFalse("home.next.failure"))
        #expect(try harness.driver.element(.identifier("home.next.failure.retry")).label == "Try Again")
        #expect(harness.driver.isVisibleOrFalse("home.item.h2"), "what was shown stays")

        content.failure = nil
        try harness.driver.tap(.identifier("home.next.failure.retry"))
        harness.settle()
        #expect(harness.driver.isVisibleOrFalse("home.item.h3"))
        #expect(harness.driver.isVisibleOrFalse("home.end"))
        #expect(!harness.driver.scrollToEnd(), "at the end, the list asks for nothing more")
        #expect(content.requests == ["feed", "feed@2", "feed@3", "feed@3"])
    }
}

extension ScreenDriver {
    /// Whether the element with `identifier` is on the visible screen.
    fileprivate func isVisibleOrFalse(_ identifier: String) -> Bool {
        (try? isVisible(.identifier(identifier))) ?? false
    }
}
