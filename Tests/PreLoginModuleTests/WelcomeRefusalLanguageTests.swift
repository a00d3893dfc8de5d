import DesignSystem
import Testing

@testable import PreLoginModule

/// A screen Welcome could not open, in German: the Router's reason is German too.
@Suite struct WelcomeRefusalLanguageTests {
    @Test func aRefusedPushIsExplainedInGerman() {
        let router = MockWelcomeRouter()
        router.errorToThrow = .refused(.navigation(.interactivePopInProgress))
        let viewModel = WelcomeViewModel(
            appName: "Example", router: router, strings: LocalizedStrings(bundle: .module, language: .german))
        viewModel.didTapLogIn()
        #expect(
            viewModel.errorMessage
                == "Anmelden konnte nicht geöffnet werden: Der Stapel kann nicht geändert werden: "
                + "Gerade wird zurückgewischt; beende oder brich das zuerst ab.")
    }
}
