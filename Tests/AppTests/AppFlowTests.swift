import AppTestSupport
import DesignSystem
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

@MainActor
struct AppFlowTests {
    @Test func launchingLoggedOutShowsWelcomeWithoutAnimation() throws {
        let app = try TestApp.launch()
        #expect(app.coordinator.flowCoordinator is PreLoginCoordinator)
        #expect(app.window.transitions.map(\.style) == [.none])
        #expect(app.shows(.identifier("welcome.login")))
    }

    @Test func launchingLoggedInShowsTheTabBar() throws {
        let app = try TestApp.launch(loggedIn: true)
        #expect(app.coordinator.flowCoordinator is MainTabBarCoordinator)
        #expect(app.shows(.identifier("tab.home")))
        #expect(app.window.rootViewController is TabBarController)
    }

    @Test func loggingInSwapsToTheTabBarWithACrossDissolve() throws {
        let app = try TestApp.launch()
        try app.logInThroughFlowDelegate()
        #expect(app.coordinator.flowCoordinator is MainTabBarCoordinator)
        let duration = try DesignTokens.bundled().theme(.light).duration(.rootTransition)
        #expect(app.window.transitions.last?.style == .crossDissolve(duration: duration))
        #expect(duration == 0.3)
        #expect(app.shows(.identifier("tab.profile")))
    }

    @Test func loggingOutReturnsToWelcome() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.logOutThroughFlowDelegate()
        #expect(app.coordinator.flowCoordinator is PreLoginCoordinator)
        #expect(app.shows(.identifier("welcome.register")))
        #expect(!app.session.isLoggedIn)
    }

    @Test func logInLogOutLogInEndsOnTheTabBarAgain() throws {
        let app = try TestApp.launch()
        try app.logInThroughFlowDelegate()
        try app.logOutThroughFlowDelegate()
        try app.logInThroughFlowDelegate()
        #expect(app.coordinator.flowCoordinator is MainTabBarCoordinator)
        #expect(app.window.transitions.count == 4)
    }

    @Test func theTabBarHasTheFourTabsInOrder() throws {
        let app = try TestApp.launch(loggedIn: true)
        let tabs = try #require(app.window.rootViewController as? TabBarController)
        #expect(
            tabs.viewControllers.compactMap(\.tabBarItem?.identifier) == [
                "tab.home", "tab.explore", "tab.bookmarks", "tab.profile",
            ])
        #expect(tabs.viewControllers.allSatisfy { $0 is NavigationController })
    }

    @Test func theSessionSurvivesARelaunchOnTheSameStateFile() throws {
        let path = TestApp.freshStatePath()
        let first = try TestApp.launch(statePath: path)
        try first.logInThroughFlowDelegate()
        let second = try TestApp.launch(statePath: path)
        #expect(second.coordinator.flowCoordinator is MainTabBarCoordinator)
        #expect(second.session.displayName == "Ada Lovelace")
    }
}
