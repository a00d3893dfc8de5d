import Components
import DesignSystem
import HeadlessUI
import TestSupport

@testable import ProfileModule

/// The Profile module as App shows it: the account screen at the root of a themed
/// navigation controller on a visible window, with a recording session store and delegate.
final class ProfileHarness {
    let store: MockProfileSessionStore
    let flowDelegate = MockProfileFlowDelegate()
    private let screen: ScreenHarness

    init(
        appearance: Theme.Appearance = .light,
        store: MockProfileSessionStore = MockProfileSessionStore()
    ) throws {
        self.store = store
        let theme = try theme(appearance)
        let dependencies = ProfileDependencies(theme: theme, sessionStore: store, flowDelegate: flowDelegate)
        screen = try ScreenHarness(root: ProfileBuilder.build(dependencies: dependencies), theme: theme)
    }

    var window: Window { screen.window }
    var navigation: ThemedNavigationController { screen.navigation }
    var driver: ScreenDriver { screen.driver }

    /// Whether the log-out sheet is on screen.
    var isShowingSheet: Bool { screen.isShowingSheet }

    /// The text screen followed by the tree of the top layer.
    func screenAndTree() throws -> String {
        try screen.screenAndTree()
    }
}
