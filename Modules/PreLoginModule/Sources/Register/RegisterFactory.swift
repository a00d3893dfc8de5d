import Components
import HeadlessUI

/// Makes the Register screen. Register has no router: its only way out is a created
/// account, which leaves the module through the flow delegate.
enum RegisterFactory {
    static func make(dependencies: PreLoginDependencies) -> ViewController {
        let viewModel = RegisterViewModel(
            sessionStore: dependencies.sessionStore, flowDelegate: dependencies.flowDelegate,
            strings: PreLoginStrings.strings(in: dependencies.theme.language))
        return RegisterViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
