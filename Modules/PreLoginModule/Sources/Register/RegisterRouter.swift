/// Carries out Register's routes: a log-in leaves the module through its flow delegate.
final class RegisterRouter: RegisterRouting {
    /// Weak, as delegates are: App's coordinator owns the flow that shows this screen.
    private weak var flowDelegate: (any PreLoginFlowDelegate)?

    init(flowDelegate: (any PreLoginFlowDelegate)?) {
        self.flowDelegate = flowDelegate
    }

    func route(to route: RegisterRoute) {
        switch route {
        case .loggedIn: flowDelegate?.preLoginDidLogIn()
        }
    }
}
