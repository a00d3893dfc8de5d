import Components
import HeadlessUI

/// Assembles the Welcome screen with its view model and router.
enum WelcomeBuilder {
    static func build(dependencies: PreLoginDependencies) -> ViewController {
        let router = WelcomeRouter(dependencies: dependencies)
        let viewModel = WelcomeViewModel(router: router)
        let viewController = WelcomeViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme), appName: dependencies.appName)
        router.viewController = viewController
        return viewController
    }
}
