import ArticleKit
import DesignSystem
import TestSupport
import Testing

@testable import HomeModule

/// An article Home could not open, in German: the list's sentence and the router's reason in
/// it are both German.
@MainActor
@Suite struct HomeRefusalLanguageTests {
    @Test func aRefusedArticleIsExplainedInGerman() {
        let router = MockHomeRouter()
        router.errorToThrow = .notShown
        let viewModel = HomeViewModel(
            feed: ContentStub([.sample(id: "h1", title: "First")]), router: router,
            strings: LocalizedStrings(bundle: .module, language: .german))
        viewModel.screenWillAppear()
        turnMainLoop { !viewModel.rows.isEmpty }
        viewModel.didTapArticle(id: "h1")
        #expect(
            viewModel.errorMessage
                == "„First“ konnte nicht geöffnet werden: Der Bildschirm wird nicht mehr angezeigt, "
                + "also führt von dort kein Weg weiter")
    }
}
