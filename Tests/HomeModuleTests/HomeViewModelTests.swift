import ArticleKit
import HeadlessUI
import TestSupport
import Testing

@testable import HomeModule

@MainActor
@Suite struct HomeViewModelTests {
    let router = MockHomeRouter()
    let feed: [Article] = [
        .sample(id: "h1", title: "First", category: "Architecture"), .sample(id: "h2", title: "Second"),
    ]

    @Test func rowsFollowTheFeedWithCategoryAndSummaryUnderTheTitle() {
        let viewModel = HomeViewModel(feed: .success(feed), router: router, strings: .home)
        #expect(
            viewModel.rows == [
                HomeViewModel.Row(id: "h1", title: "First", subtitle: "Architecture · Summary of h1."),
                HomeViewModel.Row(id: "h2", title: "Second", subtitle: "Testing · Summary of h2."),
            ])
    }

    @Test func selectingAnArticleAsksTheRouterForItsDetailOnce() {
        let viewModel = HomeViewModel(feed: .success(feed), router: router, strings: .home)
        viewModel.didTapArticle(id: "h2")
        #expect(router.routes == [.detail(feed[1])])
        #expect(viewModel.errorMessage == nil)
    }

    @Test func selectingAnUnknownIDShowsAnErrorAndDoesNotRoute() {
        let viewModel = HomeViewModel(feed: .success(feed), router: router, strings: .home)
        viewModel.didTapArticle(id: "h99")
        #expect(router.routes.isEmpty)
        #expect(viewModel.errorMessage == "There is no article with the id \"h99\" in the feed.")
    }

    @Test func aRefusedPushIsShownWithTheArticleAndTheReason() {
        router.errorToThrow = .notShown
        let viewModel = HomeViewModel(feed: .success(feed), router: router, strings: .home)
        viewModel.didTapArticle(id: "h1")
        #expect(
            viewModel.errorMessage
                == "Could not open “First”: the screen is no longer shown, so there is nowhere to go from it"
        )
    }

    @Test func aSuccessfulSelectionClearsAnEarlierError() {
        let viewModel = HomeViewModel(feed: .success(feed), router: router, strings: .home)
        viewModel.didTapArticle(id: "h99")
        viewModel.didTapArticle(id: "h1")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func aNewErrorTellsTheScreenToRedraw() {
        let viewModel = HomeViewModel(feed: .success(feed), router: router, strings: .home)
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.didTapArticle(id: "h99")
        #expect(redraws == 1)
    }

    @Test func aFeedThatFailedToLoadShowsWhyAndHasNoRows() {
        let viewModel = HomeViewModel(
            feed: .failure(ArticleLoadingError(.missingResource("feed.json"), in: FeedLoader.collection)),
            router: router, strings: .home)
        #expect(viewModel.rows.isEmpty)
        #expect(
            viewModel.errorMessage
                == "The feed could not be loaded. feed.json: expected the feed in the HomeModule bundle, found no such resource"
        )
    }
}
