import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Edit profile screen: its router, view model and controller, once, here.
enum EditProfileFactory {
    static func make(dependencies: ProfileDependencies, journey: any JourneyEnding) -> EditProfileViewController {
        let viewModel = EditProfileViewModel(
            sessionStore: dependencies.sessionStore,
            router: EditProfileRouter(dependencies: dependencies, journey: journey),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language)
        )
        return EditProfileViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
