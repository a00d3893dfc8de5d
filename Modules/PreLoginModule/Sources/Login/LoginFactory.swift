import Components
import HeadlessUI

/// Makes the Login screen. Login has no router: its only way out is a successful
/// log-in, which leaves the module through the flow delegate.
enum LoginFactory {
    static func make(dependencies: PreLoginDependencies) -> ViewController {
        let viewModel = LoginViewModel(
            sessionStore: dependencies.sessionStore, flowDelegate: dependencies.flowDelegate,
            strings: PreLoginStrings.strings(in: dependencies.theme.language))
        return LoginViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
