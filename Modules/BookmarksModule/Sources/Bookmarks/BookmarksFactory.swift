import Components
import DesignSystem
import HeadlessUI

/// Wires the saved-items screen: its view model and controller, once, here. The screen leads
/// nowhere, so it has no router.
enum BookmarksFactory {
    static func make(dependencies: BookmarksDependencies) -> BookmarksViewController {
        let viewModel = BookmarksViewModel(
            sessionStore: dependencies.sessionStore,
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return BookmarksViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
