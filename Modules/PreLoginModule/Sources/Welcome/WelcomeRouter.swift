import HeadlessUI

/// Turns Welcome's routes into screens: pushes Login and Register, handing both the module's
/// dependencies so App never learns those screens exist.
final class WelcomeRouter: WelcomeRouting {
    /// The Welcome screen; weak because the screen owns the router through its view model.
    weak var viewController: ViewController?
    private let dependencies: PreLoginDependencies

    init(dependencies: PreLoginDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: WelcomeRoute) throws(WelcomeRoutingError) {
        switch route {
        case .login: try push(LoginBuilder.build(dependencies: dependencies), named: "Log in")
        case .register: try push(RegisterBuilder.build(dependencies: dependencies), named: "Create account")
        }
    }

    private func push(_ screen: ViewController, named destination: String) throws(WelcomeRoutingError) {
        guard let navigationController = viewController?.navigationController else {
            throw .notInNavigationStack(destination: destination)
        }
        do {
            try navigationController.pushViewController(screen, animated: true)
        } catch {
            throw .pushRefused(destination: destination, reason: error)
        }
    }
}
