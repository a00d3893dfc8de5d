import DesignSystem
import NavigationKit

/// Turns Welcome's routes into screens: pushes Login and Register through the Router of the
/// stack Welcome is on, handing both the module's dependencies so App never learns those
/// screens exist.
final class WelcomeRouter: WelcomeRouting {
    private let dependencies: PreLoginDependencies

    init(dependencies: PreLoginDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: WelcomeRoute) throws(WelcomeRoutingError) {
        let strings = PreLoginStrings.strings(in: dependencies.theme.language)
        switch route {
        case .login:
            try push(LoginFactory.make(dependencies: dependencies), named: strings.localized("login.title"))
        case .register:
            try push(RegisterFactory.make(dependencies: dependencies), named: strings.localized("register.title"))
        }
    }

    private func push(_ screen: any Presentable, named destination: String) throws(WelcomeRoutingError) {
        guard let router = dependencies.router else {
            throw .notInNavigationStack(destination: destination)
        }
        do {
            try router.push(screen, animated: true)
        } catch {
            throw .pushRefused(destination: destination, reason: error)
        }
    }
}
