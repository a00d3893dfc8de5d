import Components
import DesignSystem
import HeadlessUI

/// Wires the Login screen: its router, view model and controller, once, here.
enum LoginFactory {
    static func make(dependencies: PreLoginDependencies) -> LoginViewController {
        let viewModel = LoginViewModel(
            sessionStore: dependencies.sessionStore,
            router: LoginRouter(flowDelegate: dependencies.flowDelegate),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return LoginViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
