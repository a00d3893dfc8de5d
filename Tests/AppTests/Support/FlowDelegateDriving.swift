import Testing

@testable import App
@testable import SessionStore

extension LaunchedApp {
    /// Logs in through the PreLogin flow delegate, as the Login screen does on success.
    func logInThroughFlowDelegate() throws {
        let preLogin = try #require(coordinator.flowCoordinator as? PreLoginCoordinator)
        session.markLoggedIn(email: "ada@example.com", displayName: "Ada Lovelace")
        preLogin.preLoginDidLogIn()
    }

    /// Logs out through the Profile flow delegate, as the log-out sheet does on confirm.
    func logOutThroughFlowDelegate() throws {
        let main = try #require(coordinator.flowCoordinator as? MainTabBarCoordinator)
        let profile = try #require(main.tabCoordinators.compactMap { $0 as? ProfileCoordinator }.first)
        session.markLoggedOut()
        profile.profileDidLogout()
    }
}
