import ArticleKit
import ContentModels
import HeadlessUI
import TestSupport
import Testing

@testable import HomeModule

@MainActor
@Suite struct HomeViewModelTests {
    let router = MockHomeRouter()
    let content = ContentStub([
        .sample(id: "h1", title: "First", category: "Architecture"), .sample(id: "h2", title: "Second"),
    ])

    /// A view model whose screen appeared and whose feed has arrived.
    private func loadedViewModel() -> HomeViewModel {
        let viewModel = HomeViewModel(feed: content, router: router, strings: .home)
        viewModel.screenWillAppear()
        turnMainLoop { !viewModel.rows.isEmpty }
        return viewModel
    }

    @Test func nothingIsFetchedBeforeTheScreenAppears() {
        let viewModel = HomeViewModel(feed: content, router: router, strings: .home)
        #expect(content.requests.isEmpty)
        #expect(viewModel.rows.isEmpty)
    }

    @Test func rowsFollowTheFeedWithCategoryAndSummaryUnderTheTitle() {
        #expect(
            loadedViewModel().rows == [
                HomeViewModel.Row(id: "h1", title: "First", subtitle: "Architecture · Summary of h1."),
                HomeViewModel.Row(id: "h2", title: "Second", subtitle: "Testing · Summary of h2."),
            ])
        #expect(content.requests == ["feed"])
    }

    @Test func appearingAgainWithTheFeedShownFetchesNothingMore() {
        let viewModel = loadedViewModel()
        viewModel.screenDidDisappear()
        viewModel.screenWillAppear()
        #expect(content.requests == ["feed"])
    }

    @Test func selectingAnArticleAsksTheRouterForItsDetailWithItsTitleOnce() {
        let viewModel = loadedViewModel()
        viewModel.didTapArticle(id: "h2")
        #expect(router.routes == [.detail(id: "h2", title: "Second")])
        #expect(viewModel.errorMessage == nil)
    }

    @Test func anArticleLinkedBeforeTheFeedArrivedIsOpenedWithoutATitle() throws {
        let viewModel = HomeViewModel(feed: content, router: router, strings: .home)
        try viewModel.open(.detail(itemID: "h2"))
        #expect(router.routes == [.detail(id: "h2", title: nil)])
    }

    @Test func aRefusedPushIsShownWithTheArticleAndTheReason() {
        router.errorToThrow = .notShown
        let viewModel = loadedViewModel()
        viewModel.didTapArticle(id: "h1")
        #expect(
            viewModel.errorMessage
                == "Could not open “First”: the screen is no longer shown, so there is nowhere to go from it"
        )
    }

    @Test func aSuccessfulSelectionClearsAnEarlierError() {
        router.errorToThrow = .notShown
        let viewModel = loadedViewModel()
        viewModel.didTapArticle(id: "h1")
        router.errorToThrow = nil
        viewModel.didTapArticle(id: "h1")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func aNewErrorTellsTheScreenToRedraw() {
        router.errorToThrow = .notShown
        let viewModel = loadedViewModel()
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.didTapArticle(id: "h1")
        #expect(redraws == 1)
    }

    @Test func aFeedThatFailedHasNoRowsAndSaysWhy() {
        content.failure = .serverError
        let viewModel = HomeViewModel(feed: content, router: router, strings: .home)
        viewModel.screenWillAppear()
        turnMainLoop {
            if case .failed = viewModel.content.state { true } else { false }
        }
        #expect(viewModel.rows.isEmpty)
        guard case let .failed(problem) = viewModel.content.state else {
            Issue.record("the feed did not fail")
            return
        }
        #expect(problem == .serverError)
    }

    @Test func theArrivingFeedTellsTheScreenToRedraw() {
        let viewModel = HomeViewModel(feed: content, router: router, strings: .home)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.screenWillAppear()
        let afterStart = redraws
        turnMainLoop { !viewModel.rows.isEmpty }
        #expect(redraws == afterStart + 1)
    }
}
