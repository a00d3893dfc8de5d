import DesignSystem
import HeadlessUI

@testable import ProfileModule

/// The Profile module as App shows it: the account screen at the root of a themed
/// navigation controller on a visible window, with a recording session store and delegate.
final class ProfileHarness {
    let store: MockProfileSessionStore
    let flowDelegate = MockProfileFlowDelegate()
    let window = Window()
    let navigation: ThemedNavigationController
    let driver: ScreenDriver

    init(
        appearance: Theme.Appearance = .light,
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) throws {
        self.store = store
        let theme = try DesignTokens.bundled().theme(appearance)
        let dependencies = ProfileDependencies(theme: theme, sessionStore: store, flowDelegate: flowDelegate)
        navigation = ThemedNavigationController(theme: theme)
        try navigation.setViewControllers([ProfileBuilder.build(dependencies: dependencies)], animated: false)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }

    /// Whether the log-out sheet is on screen.
    var isShowingSheet: Bool { window.screen.topLayer?.presentationStyle != nil }

    /// The text screen followed by the tree of the top layer.
    func screenAndTree() throws -> String {
        driver.renderScreen() + "\n\n" + (try driver.currentTree()) + "\n"
    }
}
