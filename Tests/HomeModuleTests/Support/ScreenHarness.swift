import DesignSystem
import HeadlessUI

/// A visible window showing one screen inside the app's themed navigation controller, with a
/// driver to tap and type as a person would.
@MainActor
final class ScreenHarness {
    let window = Window()
    let navigation: ThemedNavigationController
    let driver: ScreenDriver

    init(root: ViewController, theme: Theme) throws {
        navigation = ThemedNavigationController(theme: theme)
        try navigation.setViewControllers([root], animated: false)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }

    /// The screen as text and as a tree, for snapshots.
    func renders() throws -> (screen: String, tree: String) {
        (driver.renderScreen(), try driver.currentTree())
    }
}
