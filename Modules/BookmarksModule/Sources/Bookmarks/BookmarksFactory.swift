import Components
import DesignSystem
import HeadlessUI

/// Wires the saved-items screen: its router, view model and controller, once, here.
enum BookmarksFactory {
    static func make(dependencies: BookmarksDependencies) -> BookmarksViewController {
        let viewModel = BookmarksViewModel(
            sessionStore: dependencies.sessionStore,
            router: BookmarksRouter(dependencies: dependencies),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return BookmarksViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
