import Components
import DesignSystem
import HeadlessUI

/// The Profile module's only entry point: the account screen, from which the module's own
/// journeys (Edit profile, Report a problem) start.
public enum ProfileBuilder {
    /// Builds the account screen, to be shown on the stack `dependencies.router` drives.
    public static func build(dependencies: ProfileDependencies) -> ViewController {
        let router = ProfileRouter(dependencies: dependencies)
        let viewModel = ProfileViewModel(
            sessionStore: dependencies.sessionStore, router: router, flowDelegate: dependencies.flowDelegate,
            strings: ProfileStrings.strings(in: dependencies.theme.language))
        let viewController = ProfileViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
        router.listener = viewModel
        return viewController
    }
}
