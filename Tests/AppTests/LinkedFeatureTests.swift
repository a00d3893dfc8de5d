import AppTestSupport
import DesignSystem
import HeadlessUI
import NavigationKit
import Testing

@testable import App
@testable import SessionStore

/// A feature module that a link of its own reaches (what `make feature` wires): the link opens it
/// over the selected tab, the person's Done closes it and lets its coordinator go, and any other
/// link closes it first.
@MainActor
struct LinkedFeatureTests {
    private final class Feature: LinkedFeatureCoordinator {
        let childCoordinators = ChildCoordinators()
        var onFinish: (@MainActor () -> Void)?
        let rootViewController = ViewController()
        private(set) var started = 0

        func start() { started += 1 }
    }

    /// The app, logged in, with one linked feature, `example://notifications`; it sees the
    /// feature's coordinator weakly, so a released one reads as nil.
    private final class Launched {
        let window = Window()
        let coordinator: AppCoordinator
        private let made = Made()
        var lastFeature: Feature? { made.feature }
        var tabBar: TabBarController? { window.rootViewController as? TabBarController }

        private final class Made {
            weak var feature: Feature?
        }

        init() throws {
            let file = StateFile(path: TestApp.freshStatePath())
            _ = file.read()
            let session = PropertyListSessionStore(file: file)
            session.markLoggedIn(email: "ada@example.com", displayName: "Ada Lovelace")
            var context = AppContext(
                configuration: try AppConfigurations.named("production"),
                theme: try DesignTokens.bundled().theme(.light), session: session, services: FixtureContent.services,
                flowTransition: .none)
            context.linkedFeatures = [
                "notifications": { [made] _ in
                    let feature = Feature()
                    made.feature = feature
                    return feature
                }
            ]
            coordinator = AppCoordinator(window: window, context: context)
            coordinator.start()
            window.makeKeyAndVisible()
        }
    }

    @Test func itsLinkPresentsItOverTheSelectedTabAndDoneClosesIt() throws {
        let app = try Launched()
        let tabBar = try #require(app.tabBar)
        tabBar.selectedIndex = MainTab.explore.rawValue
        let outcome = app.coordinator.handle("example://notifications")
        #expect(outcome == .opened(.linkedFeature(host: "notifications")))
        let onFinish = try showsTheFeature(of: app, over: tabBar)
        onFinish()
        #expect(tabBar.presentedViewController == nil)
        #expect(app.lastFeature == nil)
    }

    /// The feature on screen, started once, over the Explore tab; its Done, without holding it.
    private func showsTheFeature(of app: Launched, over tabBar: TabBarController) throws -> @MainActor () -> Void {
        let feature = try #require(app.lastFeature)
        #expect(feature.started == 1)
        #expect(tabBar.presentedViewController === feature.rootViewController)
        #expect(tabBar.selectedIndex == MainTab.explore.rawValue)
        return try #require(feature.onFinish)
    }

    @Test func anotherLinkClosesItFirst() throws {
        let app = try Launched()
        app.coordinator.handle("example://notifications")
        #expect(app.lastFeature != nil)
        #expect(!app.coordinator.handle("example://profile").isFailure)
        #expect(app.tabBar?.presentedViewController == nil)
        #expect(app.lastFeature == nil)
        #expect(app.tabBar?.selectedIndex == MainTab.profile.rawValue)
    }

    @Test(arguments: ["example://notifications/item/1", "example://notification"])
    func aPathUnderItOrAnotherHostIsRefused(link: String) throws {
        let app = try Launched()
        #expect(app.coordinator.handle(link).isFailure)
        #expect(app.lastFeature == nil)
    }

    @Test func aLinkedFeatureIsPrintedBackAsItsLink() throws {
        let link = try DeepLinkParser.parse(
            "example://notifications", scheme: "example", linkedHosts: ["notifications"])
        #expect(link.link(scheme: "example") == "example://notifications")
        #expect(throws: DeepLinkError.unknownHost("notifications")) {
            try DeepLinkParser.parse("example://notifications", scheme: "example")
        }
    }
}
