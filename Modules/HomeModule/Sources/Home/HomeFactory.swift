import Components
import DesignSystem
import HeadlessUI

/// Wires the feed screen: its router, view model and controller, once, here.
enum HomeFactory {
    static func make(dependencies: HomeDependencies) -> HomeViewController {
        let viewModel = HomeViewModel(
            feed: dependencies.feed,
            router: HomeRouter(dependencies: dependencies),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language)
        )
        return HomeViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
