import Components
import DesignSystem
import HeadlessUI
import HeadlessUITesting
import NavigationKit

/// A visible window showing one screen inside the app's themed navigation controller, with a
/// driver to tap and type as a person would.
@MainActor
public final class ScreenHarness {
    /// The key window the screen is shown in.
    public let window = Window()
    /// The themed navigation controller holding the screen at its root.
    public let navigation: ThemedNavigationController
    /// The Router driving `navigation`, as the flow that shows a module hands it in.
    public let router: Router
    /// Taps, types and reads the visible screen.
    public let driver: ScreenDriver

    /// Shows the screen `makeRoot` builds, handed the Router of the stack it will be shown on,
    /// in a themed navigation controller on a visible window.
    public init(theme: Theme, root makeRoot: (Router) throws -> ViewController) throws {
        navigation = ThemedNavigationController(theme: theme)
        router = Router(rootController: navigation)
        try router.setRootModule(try makeRoot(router))
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        driver = ScreenDriver(window: window)
    }

    /// Shows `root`, a screen that navigates nowhere, in a themed navigation controller on a
    /// visible window.
    public convenience init(root: ViewController, theme: Theme) throws {
        try self.init(theme: theme) { _ in root }
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
