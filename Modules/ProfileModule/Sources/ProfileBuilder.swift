import Components
import DesignSystem
import HeadlessUI

/// The Profile module's only entry point.
public enum ProfileBuilder {
    /// Builds the account screen.
    public static func build(dependencies: ProfileDependencies) -> ViewController {
        let router = ProfileRouter(theme: dependencies.theme)
        let viewModel = ProfileViewModel(
            sessionStore: dependencies.sessionStore, router: router, flowDelegate: dependencies.flowDelegate)
        let viewController = ProfileViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme))
        router.viewController = viewController
        return viewController
    }
}
