import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// The claim "the old flow leaves memory on logout", proved: every coordinator and view
/// controller of the flow that ends is released, and live counts return to where they were.
@MainActor
struct MemoryProofTests {
    /// Every controller reachable from `root`: containers, their children, what they present.
    private func controllers(under root: ViewController) -> [ViewController] {
        var found: [ViewController] = [root]
        if let navigation = root as? NavigationController {
            found += navigation.viewControllers.flatMap { controllers(under: $0) }
        }
        if let tabs = root as? TabBarController {
            found += tabs.viewControllers.flatMap { controllers(under: $0) }
        }
        if let presented = root.presentedViewController, presented.presentingViewController === root {
            found += controllers(under: presented)
        }
        return found
    }

    private func expectTabFlowReleased(_ app: LaunchedApp, by detector: LeakDetector) throws {
        let main = try #require(app.coordinator.flowCoordinator as? MainTabBarCoordinator)
        detector.expectRelease(main, because: "logout ends the tab flow")
        for tab in main.tabCoordinators {
            detector.expectRelease(tab, because: "its tab flow ended")
        }
        for controller in controllers(under: main.rootViewController) {
            detector.expectRelease(controller, because: "it belonged to the tab flow")
        }
    }

    /// Sets the expectations in a scope of its own, so no local reference outlives it.
    private func expectPreLoginFlowReleased(_ app: LaunchedApp, by detector: LeakDetector) throws {
        let preLogin = try #require(app.coordinator.flowCoordinator as? PreLoginCoordinator)
        detector.expectRelease(preLogin, because: "login ends the pre-login flow")
        for controller in controllers(under: preLogin.rootViewController) {
            detector.expectRelease(controller, because: "it belonged to the pre-login flow")
        }
    }

    @Test func logoutReleasesTheWholeTabFlow() throws {
        let app = try TestApp.launch(loggedIn: true)
        _ = app.coordinator.handle("example://home/item/h1")
        let detector = LeakDetector()
        try expectTabFlowReleased(app, by: detector)
        try app.logOutThroughFlowDelegate()
        #expect(detector.check() == [])
    }

    @Test func loginReleasesThePreLoginFlow() throws {
        let app = try TestApp.launch()
        let detector = LeakDetector()
        try expectPreLoginFlowReleased(app, by: detector)
        try app.logInThroughFlowDelegate()
        #expect(detector.check() == [])
    }

    @Test func twoLoginLogoutRoundsLeaveLiveCountsWhereTheyStarted() throws {
        let app = try TestApp.launch()
        let atLaunch = LiveInstances.snapshot()
        let detector = LeakDetector()
        for _ in 0..<2 {
            try app.logInThroughFlowDelegate()
            #expect(LiveInstances.count(of: MainTabBarCoordinator.self) == (atLaunch["MainTabBarCoordinator"] ?? 0) + 1)
            try expectTabFlowReleased(app, by: detector)
            try app.logOutThroughFlowDelegate()
            #expect(detector.check() == [])
        }
        #expect(LiveInstances.snapshot() == atLaunch)
    }
}
