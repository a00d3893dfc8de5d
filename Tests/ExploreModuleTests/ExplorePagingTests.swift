import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import ExploreModule

/// Search results a page at a time: the next page of the same search as the person reaches the
/// end, and a new search starting over from its first page.
@MainActor
@Suite struct ExplorePagingTests {
    let content = ContentStub(sampleCatalogue)

    @Test func theNextPageIsOfTheSameSearchAndANewSearchStartsOver() {
        content.pageSize = 1
        let viewModel = ExploreViewModel(
            search: content, initialQuery: "navigation", searchDelay: shortSearchDelay, router: MockExploreRouter(),
            strings: .explore)
        viewModel.screenWillAppear()
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(viewModel.results.map(\.id) == ["e3"])
        #expect(viewModel.nextPage == .available)
        viewModel.loadNextPage()
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(viewModel.results.map(\.id) == ["e3", "e4"])
        #expect(viewModel.nextPage == .end)

        viewModel.updateQuery("")
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(viewModel.results.map(\.id) == ["e1"], "a new search shows its own first page")
        #expect(content.requests == ["search:navigation", "search:navigation@2", "search:"])
    }
}
