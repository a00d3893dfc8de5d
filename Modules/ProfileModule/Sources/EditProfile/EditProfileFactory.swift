import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Edit profile screen: its router, view model and controller, once, here.
enum EditProfileFactory {
    static func make(
        theme: Theme, sessionStore: any ProfileSessionStoring, router: Router?, journey: any JourneyEnding
    ) -> EditProfileViewController {
        let viewModel = EditProfileViewModel(
            sessionStore: sessionStore,
            router: EditProfileRouter(theme: theme, sessionStore: sessionStore, router: router, journey: journey),
            strings: LocalizedStrings(bundle: .module, language: theme.language)
        )
        return EditProfileViewController(viewModel: viewModel, components: Components(theme: theme))
    }
}
