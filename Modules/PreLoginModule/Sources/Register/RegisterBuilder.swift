import Components
import HeadlessUI

/// Assembles the Register screen. Register has no router: its only way out is a created
/// account, which leaves the module through the flow delegate.
enum RegisterBuilder {
    static func build(dependencies: PreLoginDependencies) -> ViewController {
        let viewModel = RegisterViewModel(
            sessionStore: dependencies.sessionStore, flowDelegate: dependencies.flowDelegate)
        return RegisterViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
