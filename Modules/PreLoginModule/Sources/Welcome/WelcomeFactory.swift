import Components
import DesignSystem
import HeadlessUI

/// Wires the Welcome screen: its router, view model and controller, once, here.
enum WelcomeFactory {
    static func make(dependencies: PreLoginDependencies) -> WelcomeViewController {
        let viewModel = WelcomeViewModel(
            appName: dependencies.appName, router: WelcomeRouter(dependencies: dependencies),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return WelcomeViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
