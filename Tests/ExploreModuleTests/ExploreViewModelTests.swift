import ArticleKit
import TestSupport
import Testing

@testable import ExploreModule

@MainActor
@Suite struct ExploreViewModelTests {
    let router = MockExploreRouter()
    let catalogue: [Article] = [
        .sample(id: "e1", title: "Modular app anatomy", category: "Architecture"),
        .sample(id: "e2", title: "Interactive pop, handled", category: "Navigation"),
        .sample(id: "e3", title: "Sheets and swipe-down dismissal", category: "Navigation"),
    ]

    private func makeViewModel(query: String = "") -> ExploreViewModel {
        ExploreViewModel(
            catalogue: .success(catalogue), folded: catalogue.map(SearchableCatalogueItem.init), initialQuery: query,
            router: router, strings: .explore)
    }

    @Test func withoutAQueryEveryEntryIsListedWithItsCategory() {
        #expect(
            makeViewModel().results == [
                ExploreViewModel.Row(id: "e1", title: "Modular app anatomy", subtitle: "Architecture"),
                ExploreViewModel.Row(id: "e2", title: "Interactive pop, handled", subtitle: "Navigation"),
                ExploreViewModel.Row(id: "e3", title: "Sheets and swipe-down dismissal", subtitle: "Navigation"),
            ])
    }

    @Test func theInitialQueryIsInTheFieldAndAlreadyFilters() {
        let viewModel = makeViewModel(query: "sheets")
        #expect(viewModel.query == "sheets")
        #expect(viewModel.results.map(\.id) == ["e3"])
    }

    @Test func typingFiltersTheResultsAndRedraws() {
        let viewModel = makeViewModel()
        var redraws = 0
        viewModel.onChange = { redraws += 1 }
        viewModel.updateQuery("navigation")
        #expect(viewModel.results.map(\.id) == ["e2", "e3"])
        #expect(redraws == 1)
    }

    @Test func aQueryMatchingNothingSaysNoResults() {
        let viewModel = makeViewModel()
        viewModel.updateQuery("zzz")
        #expect(viewModel.results.isEmpty)
        #expect(viewModel.showsNoResults)
    }

    @Test func selectingAnEntryAsksTheRouterForItsDetailOnce() {
        let viewModel = makeViewModel()
        viewModel.didTapEntry(id: "e2")
        #expect(router.routes == [.detail(catalogue[1])])
        #expect(viewModel.errorMessage == nil)
    }

    @Test func selectingAnUnknownIDShowsAnErrorAndDoesNotRoute() {
        let viewModel = makeViewModel()
        viewModel.didTapEntry(id: "e404")
        #expect(router.routes.isEmpty)
        #expect(viewModel.errorMessage == "There is no entry with the id \"e404\" in the catalogue.")
    }

    @Test func aRefusedPushIsShownWithTheEntryAndTheReason() {
        router.errorToThrow = .refused(.navigation(.interactivePopInProgress))
        let viewModel = makeViewModel()
        viewModel.didTapEntry(id: "e1")
        #expect(
            viewModel.errorMessage
                == "Could not open “Modular app anatomy”: cannot change the stack: an interactive pop is in progress; finish or cancel it first"
        )
    }

    @Test func typingAgainClearsAnEarlierRoutingError() {
        router.errorToThrow = .notShown
        let viewModel = makeViewModel()
        viewModel.didTapEntry(id: "e1")
        viewModel.updateQuery("m")
        #expect(viewModel.errorMessage == nil)
    }

    @Test func aCatalogueThatFailedToLoadShowsWhyInsteadOfNoResults() {
        let viewModel = ExploreViewModel(
            catalogue: .failure(
                ArticleLoadingError(.missingResource("catalogue.json"), in: CatalogueLoader.collection)),
            folded: [], initialQuery: "", router: router, strings: .explore)
        #expect(viewModel.results.isEmpty)
        #expect(!viewModel.showsNoResults)
        #expect(
            viewModel.errorMessage
                == "The catalogue could not be loaded. catalogue.json: expected the catalogue in the ExploreModule bundle, found no such resource"
        )
    }
}
