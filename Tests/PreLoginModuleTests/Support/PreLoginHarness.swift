import Components
import DesignSystem
import HeadlessUI
import HeadlessUITesting
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
        screen = try ScreenHarness(theme: theme) { [store, flowDelegate] router in
            PreLoginBuilder.build(
                dependencies: PreLoginDependencies(
                    theme: theme, appName: "Example", sessionStore: store, flowDelegate: flowDelegate, router: router)
            ).viewController
        }
    }

    var window: Window { screen.window }
    var navigation: ThemedNavigationController { screen.navigation }
    var driver: ScreenDriver { screen.driver }

    /// The text screen followed by the tree, so a snapshot shows identifiers and states too.
    func screenAndTree() throws -> String {
        try screen.screenAndTree()
    }
}
