import DesignSystem
import HeadlessUI

@testable import PreLoginModule

/// The PreLogin module as App shows it: Welcome at the root of a themed navigation
/// controller on a visible window, with recording session store and flow delegate.
final class PreLoginHarness {
    let store = MockPreLoginSessionStore()
    let flowDelegate = MockPreLoginFlowDelegate()
    let window = Window()
    let navigation: ThemedNavigationController
    let driver: ScreenDriver

    init(appearance: Theme.Appearance = .light) throws {
        let theme = try DesignTokens.bundled().theme(appearance)
        let dependencies = PreLoginDependencies(theme: theme, sessionStore: store, flowDelegate: flowDelegate)
        navigation = ThemedNavigationController(theme: theme)
        try navigation.setViewControllers([PreLoginBuilder.build(dependencies: dependencies)], animated: false)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }

    /// The text screen followed by the tree, so a snapshot shows identifiers and states too.
    func screenAndTree() throws -> String {
        driver.renderScreen() + "\n\n" + (try driver.currentTree()) + "\n"
    }
}
