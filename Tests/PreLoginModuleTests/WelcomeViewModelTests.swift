import Testing

@testable import PreLoginModule

@Suite struct WelcomeViewModelTests {
    @Test func tappingLogInAsksTheRouterForLoginOnly() {
        let router = MockWelcomeRouter()
        WelcomeViewModel(router: router).didTapLogIn()
        #expect(router.routes == [.login])
    }

    @Test func tappingCreateAccountAsksTheRouterForRegisterOnly() {
        let router = MockWelcomeRouter()
        WelcomeViewModel(router: router).didTapCreateAccount()
        #expect(router.routes == [.register])
    }

    @Test func aRefusedTransitionBecomesAnErrorMessage() {
        let router = MockWelcomeRouter()
        router.failure = .notInNavigationStack(destination: "Log in")
        let viewModel = WelcomeViewModel(router: router)
        viewModel.didTapLogIn()
        #expect(
            viewModel.errorMessage
                == "Could not open Log in: expected the Welcome screen inside a navigation controller, found none.")
    }
}
