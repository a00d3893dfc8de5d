import DesignSystem
import NavigationKit
import Testing

@testable import ProfileModule

/// A refused route on Profile, in German: the screen's sentence and the router's reason in it
/// are both German.
@Suite struct ProfileRefusalLanguageTests {
    private let router = MockProfileRouter()

    private func germanViewModel() -> ProfileViewModel {
        ProfileViewModel(
            sessionStore: MockProfileSessionStore(), router: router,
            strings: LocalizedStrings(bundle: .module, language: .german))
    }

    /// The words of four letters or more, lower-cased, less the type names (identifiers).
    private func words(of text: String) -> Set<String> {
        Set(
            text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
                .filter { $0.count >= 4 && !$0.hasSuffix("viewcontroller") })
    }

    @Test func aScreenNoLongerShownIsSaidInGermanWhenEditProfileIsRefused() {
        router.errorToThrow = .notShown
        let viewModel = germanViewModel()
        viewModel.didTapEditProfile()
        #expect(
            viewModel.errorMessage
                == "„Profil bearbeiten“ konnte nicht geöffnet werden: Der Bildschirm wird nicht mehr angezeigt, "
                + "also führt von dort kein Weg weiter.")
    }

    @Test(arguments: [
        RoutingError.notShown, .refused(.presentation(.notInWindowHierarchy(presenter: "ProfileViewController"))),
        .refused(.navigation(.interactivePopInProgress)),
    ])
    func aRefusedRouteInGermanHasNoEnglishWordsFromTheRouter(error: RoutingError) throws {
        router.errorToThrow = error
        let viewModel = germanViewModel()
        viewModel.didTapLogOut()
        let message = try #require(viewModel.errorMessage)
        #expect(words(of: error.description).isDisjoint(with: words(of: message)), "\(message)")
    }
}
