import Components
import DesignSystem
import HeadlessUI

/// Wires the Register screen: its router, view model and controller, once, here.
enum RegisterFactory {
    static func make(dependencies: PreLoginDependencies) -> RegisterViewController {
        let viewModel = RegisterViewModel(
            sessionStore: dependencies.sessionStore,
            router: RegisterRouter(flowDelegate: dependencies.flowDelegate),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return RegisterViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
