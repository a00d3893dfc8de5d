import Testing

@testable import PreLoginModule

@Suite struct WelcomeViewModelTests {
    @Test func tappingLogInAsksTheRouterForLoginOnly() {
        let router = MockWelcomeRouter()
        WelcomeViewModel(appName: "Example", router: router, strings: .preLogin).didTapLogIn()
        #expect(router.routes == [.login])
    }

    @Test func tappingCreateAccountAsksTheRouterForRegisterOnly() {
        let router = MockWelcomeRouter()
        WelcomeViewModel(appName: "Example", router: router, strings: .preLogin).didTapCreateAccount()
        #expect(router.routes == [.register])
    }

    @Test func aRefusedTransitionBecomesAnErrorMessage() {
        let router = MockWelcomeRouter()
        router.errorToThrow = .notShown
        let viewModel = WelcomeViewModel(appName: "Example", router: router, strings: .preLogin)
        viewModel.didTapLogIn()
        #expect(
            viewModel.errorMessage
                == "Could not open Log in: expected the Welcome screen inside a navigation controller, found none.")
    }
}
