import DesignSystem
import HeadlessUI

/// The Bookmarks module's only entry point.
public enum BookmarksBuilder {
    /// Builds the saved-items screen.
    public static func build(dependencies: BookmarksDependencies) -> ViewController {
        let controller = ViewController()
        controller.title = "Bookmarks"
        return controller
    }
}
