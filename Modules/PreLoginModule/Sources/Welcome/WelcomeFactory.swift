import Components
import HeadlessUI

/// Makes the Welcome screen with its view model and router.
enum WelcomeFactory {
    static func make(dependencies: PreLoginDependencies) -> ViewController {
        let router = WelcomeRouter(dependencies: dependencies)
        let viewModel = WelcomeViewModel(
            router: router, strings: PreLoginStrings.strings(in: dependencies.theme.language))
        return WelcomeViewController(
            viewModel: viewModel, components: Components(theme: dependencies.theme), appName: dependencies.appName)
    }
}
