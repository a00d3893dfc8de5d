import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Edit profile screen: its router, view model and controller, once, here.
enum EditProfileFactory {
    static func make(
        dependencies: ProfileDependencies, journey: any JourneyEnding, typed: (name: String, email: String)? = nil
    ) -> EditProfileViewController {
        let viewModel = EditProfileViewModel(
            sessionStore: dependencies.sessionStore,
            router: EditProfileRouter(dependencies: dependencies, journey: journey),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language),
            typed: typed
        )
        return EditProfileViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
