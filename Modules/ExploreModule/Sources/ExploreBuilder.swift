import DesignSystem
import HeadlessUI

/// The Explore module's only entry point.
public enum ExploreBuilder {
    /// Builds the search screen.
    public static func build(dependencies: ExploreDependencies) -> ViewController {
        let controller = ViewController()
        controller.title = "Explore"
        return controller
    }

    /// Builds the detail screen of the catalogue item `itemID`, for deep links; `nil` when
    /// the catalogue has no such item.
    public static func buildDetail(itemID: String, dependencies: ExploreDependencies) -> ViewController? {
        nil
    }
}
