import NavigationKit

/// Carries out Welcome's routes: pushes Login and Register through the Router of the stack
/// Welcome is on, handing both the module's dependencies so App never learns those screens exist.
final class WelcomeRouter: WelcomeRouting {
    private let dependencies: PreLoginDependencies

    init(dependencies: PreLoginDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: WelcomeRoute) throws(RoutingError) {
        guard let router = dependencies.router else { throw .notShown }
        switch route {
        case .login: try router.pushScreen(LoginFactory.make(dependencies: dependencies))
        case .register: try router.pushScreen(RegisterFactory.make(dependencies: dependencies))
        }
    }
}
