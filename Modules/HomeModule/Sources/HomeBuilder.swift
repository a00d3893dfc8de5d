import DesignSystem
import HeadlessUI

/// The Home module's only entry point.
public enum HomeBuilder {
    /// Builds the feed screen.
    public static func build(dependencies: HomeDependencies) -> ViewController {
        let controller = ViewController()
        controller.title = "Home"
        return controller
    }

    /// Builds the detail screen of the feed item `itemID`, for deep links; `nil` when the
    /// feed has no such item.
    public static func buildDetail(itemID: String, dependencies: HomeDependencies) -> ViewController? {
        nil
    }
}
