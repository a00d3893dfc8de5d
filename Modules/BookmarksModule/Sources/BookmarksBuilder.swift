import Components
import DesignSystem
import HeadlessUI

/// The Bookmarks module's only entry point.
public enum BookmarksBuilder {
    /// Builds the saved-items screen.
    public static func build(dependencies: BookmarksDependencies) -> ViewController {
        let viewModel = BookmarksViewModel(
            sessionStore: dependencies.sessionStore, strings: BookmarksStrings.strings(in: dependencies.theme.language))
        return BookmarksViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
