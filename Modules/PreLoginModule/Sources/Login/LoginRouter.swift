/// Carries out Login's routes: a log-in leaves the module through its flow delegate.
final class LoginRouter: LoginRouting {
    /// Weak, as delegates are: App's coordinator owns the flow that shows this screen.
    private weak var flowDelegate: (any PreLoginFlowDelegate)?

    init(flowDelegate: (any PreLoginFlowDelegate)?) {
        self.flowDelegate = flowDelegate
    }

    func route(to route: LoginRoute) {
        switch route {
        case .loggedIn: flowDelegate?.preLoginDidLogIn()
        }
    }
}
