import Components
import DesignSystem
import HeadlessUI

/// The Profile module's only entry point: the account screen, and the screens of the edit and
/// report flows App runs.
public enum ProfileBuilder {
    /// Builds the account screen.
    public static func build(dependencies: ProfileDependencies) -> ViewController {
        let router = ProfileRouter(theme: dependencies.theme, flowDelegate: dependencies.flowDelegate)
        let viewModel = ProfileViewModel(
            sessionStore: dependencies.sessionStore, router: router, flowDelegate: dependencies.flowDelegate)
        let viewController = ProfileViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
        router.viewController = viewController
        router.listener = viewModel
        return viewController
    }
}
