@testable import PreLoginModule

/// Counts transitions and, when `failure` is set, refuses them with it.
final class MockWelcomeRouter: WelcomeRouting {
    private(set) var showLoginCount = 0
    private(set) var showRegisterCount = 0
    var failure: WelcomeRoutingError?

    func showLogin() throws(WelcomeRoutingError) {
        showLoginCount += 1
        if let failure { throw failure }
    }

    func showRegister() throws(WelcomeRoutingError) {
        showRegisterCount += 1
        if let failure { throw failure }
    }
}
