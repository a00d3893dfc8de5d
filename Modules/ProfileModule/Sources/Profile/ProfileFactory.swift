import Components
import DesignSystem
import HeadlessUI

/// Wires the Profile screen: its router, view model and controller, once, here.
enum ProfileFactory {
    static func make(dependencies: ProfileDependencies, journeys: any ProfileJourneyStarting) -> ProfileViewController {
        let viewModel = ProfileViewModel(
            sessionStore: dependencies.sessionStore,
            router: ProfileRouter(dependencies: dependencies, journeys: journeys),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language)
        )
        return ProfileViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
