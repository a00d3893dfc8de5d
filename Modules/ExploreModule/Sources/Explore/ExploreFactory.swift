import Components
import DesignSystem
import HeadlessUI

/// Wires the search screen: its router, view model and controller, once, here.
enum ExploreFactory {
    static func make(dependencies: ExploreDependencies) -> ExploreViewController {
        let viewModel = ExploreViewModel(
            search: dependencies.search,
            initialQuery: dependencies.initialQuery,
            searchDelay: dependencies.searchDelay,
            router: ExploreRouter(dependencies: dependencies),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language)
        )
        return ExploreViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
