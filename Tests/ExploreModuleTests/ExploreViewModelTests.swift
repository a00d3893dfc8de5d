import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreViewModelTests {
    let router = MockExploreRouter()
    let content = ContentStub(sampleCatalogue)

    /// A view model whose screen appeared and whose first search has arrived.
    private func loadedViewModel(query: String = "") -> ExploreViewModel {
        let viewModel = ExploreViewModel(
            search: content, initialQuery: query, searchDelay: shortSearchDelay, router: router, strings: .explore)
        viewModel.screenWillAppear()
        MainRunLoop.main.settle(timeout: .seconds(10))
        return viewModel
    }

    @Test func withoutAQueryEveryEntryIsListedWithItsCategory() {
        #expect(
            loadedViewModel().results == [
                ExploreViewModel.Row(id: "e1", title: "Swift concurrency", subtitle: "Swift"),
                ExploreViewModel.Row(id: "e2", title: "Accessibility audits", subtitle: "Accessibility"),
                ExploreViewModel.Row(id: "e3", title: "Navigation stacks", subtitle: "Navigation"),
                ExploreViewModel.Row(id: "e4", title: "Interactive pop", subtitle: "Navigation"),
            ])
        #expect(content.requests == ["search:"])
    }

    @Test func theInitialQueryIsInTheFieldAndIsWhatIsSearchedFirst() {
        let viewModel = loadedViewModel(query: "pop")
        #expect(viewModel.query == "pop")
        #expect(content.requests == ["search:pop"])
        #expect(viewModel.results.map(\.id) == ["e4"])
    }

    @Test func typingSearchesOnceTypingPausesAndTheResultsFollow() {
        let viewModel = loadedViewModel()
        viewModel.updateQuery("navigation")
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(content.requests == ["search:", "search:navigation"])
        #expect(viewModel.results.map(\.id) == ["e3", "e4"])
    }

    @Test func theResultsShownStayWhileTheNextSearchIsOnItsWay() {
        let viewModel = loadedViewModel()
        viewModel.updateQuery("navigation")
        #expect(viewModel.results.count == 4)
        #expect(viewModel.content.isRefreshing)
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(!viewModel.content.isRefreshing)
    }

    @Test func aQueryMatchingNothingSaysNoResults() {
        let viewModel = loadedViewModel()
        viewModel.updateQuery("zzz")
        MainRunLoop.main.settle(timeout: .seconds(10))
        #expect(viewModel.results.isEmpty)
        #expect(viewModel.showsNoResults)
    }

    @Test func aFailedSearchIsNotNoResults() {
        content.failure = .offline
        let viewModel = loadedViewModel()
        #expect(viewModel.results.isEmpty)
        #expect(!viewModel.showsNoResults)
    }

    @Test func selectingAnEntryAsksTheRouterForItsDetailWithItsTitleOnce() {
        let viewModel = loadedViewModel()
        viewModel.didTapEntry(id: "e2")
        #expect(router.routes == [.detail(id: "e2", title: "Accessibility audits")])
        #expect(viewModel.errorMessage == nil)
    }

    @Test func anEntryLinkedBeforeAnySearchArrivedIsOpenedWithoutATitle() throws {
        let viewModel = ExploreViewModel(
            search: content, initialQuery: "", searchDelay: shortSearchDelay, router: router, strings: .explore)
        try viewModel.open(.detail(itemID: "e2"))
        #expect(router.routes == [.detail(id: "e2", title: nil)])
    }

    @Test func aRefusedPushIsShownWithTheEntryAndTheReason() {
        router.errorToThrow = .refused(.navigation(.interactivePopInProgress))
        let viewModel = loadedViewModel()
        viewModel.didTapEntry(id: "e1")
        #expect(
            viewModel.errorMessage
                == "Could not open “Swift concurrency”: cannot change the stack: an interactive pop is in progress; finish or cancel it first"
        )
    }

    @Test func typingAgainClearsAnEarlierRoutingError() {
        router.errorToThrow = .notShown
        let viewModel = loadedViewModel()
        viewModel.didTapEntry(id: "e1")
        viewModel.updateQuery("s")
        #expect(viewModel.errorMessage == nil)
    }
}
