import Components
import DesignSystem
import HeadlessUI
import TestSupport

@testable import PreLoginModule

/// The PreLogin module as App shows it: Welcome at the root of a themed navigation
/// controller on a visible window, with recording session store and flow delegate.
final class PreLoginHarness {
    let store = MockPreLoginSessionStore()
    let flowDelegate = MockPreLoginFlowDelegate()
    private let screen: ScreenHarness

    init(appearance: Theme.Appearance = .light) throws {
        let theme = try theme(appearance)
        let dependencies = PreLoginDependencies(
            theme: theme, appName: "Example", sessionStore: store, flowDelegate: flowDelegate)
        screen = try ScreenHarness(root: PreLoginBuilder.build(dependencies: dependencies), theme: theme)
    }

    var window: Window { screen.window }
    var navigation: ThemedNavigationController { screen.navigation }
    var driver: ScreenDriver { screen.driver }

    /// The text screen followed by the tree, so a snapshot shows identifiers and states too.
    func screenAndTree() throws -> String {
        try screen.screenAndTree()
    }
}
