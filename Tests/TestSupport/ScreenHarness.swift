import Components
import DesignSystem
import HeadlessUI

/// A visible window showing one screen inside the app's themed navigation controller, with a
/// driver to tap and type as a person would.
@MainActor
public final class ScreenHarness {
    /// The key window the screen is shown in.
    public let window = Window()
    /// The themed navigation controller holding the screen at its root.
    public let navigation: ThemedNavigationController
    /// Taps, types and reads the visible screen.
    public let driver: ScreenDriver

    /// Shows `root` in a themed navigation controller on a visible window.
    public init(root: ViewController, theme: Theme) throws {
        navigation = ThemedNavigationController(theme: theme)
        try navigation.setViewControllers([root], animated: false)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }

    /// The screen as text and as a tree, for snapshots.
    public func renders() throws -> (screen: String, tree: String) {
        (driver.renderScreen(), try driver.currentTree())
    }

    /// The text screen followed by the tree of the top layer, as one snapshot.
    public func screenAndTree() throws -> String {
        driver.renderScreen() + "\n\n" + (try driver.currentTree()) + "\n"
    }

    /// Whether a sheet is on screen.
    public var isShowingSheet: Bool { window.screen.topLayer?.presentationStyle != nil }
}
