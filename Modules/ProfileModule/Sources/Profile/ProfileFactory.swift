import Components
import DesignSystem
import HeadlessUI

/// Wires the Profile screen: its router, view model and controller, once, here.
enum ProfileFactory {
    static func make(dependencies: ProfileDependencies) -> ProfileViewController {
        let viewModel = ProfileViewModel(
            sessionStore: dependencies.sessionStore,
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language),
            makeRouter: { delegate in ProfileRouter(dependencies: dependencies, delegate: delegate) }
        )
        return ProfileViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
