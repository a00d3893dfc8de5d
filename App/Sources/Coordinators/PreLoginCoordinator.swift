import Components
import DesignSystem
import HeadlessUI
import NavigationKit
import PreLoginModule

/// Owns the logged-out flow: Welcome, and through the module's own router Login and Register.
final class PreLoginCoordinator: Coordinator, PreLoginFlowDelegate {
    let childCoordinators = ChildCoordinators()
    weak var delegate: (any PreLoginCoordinatorDelegate)?
    private let router: Router
    private let context: AppContext

    init(context: AppContext) {
        self.context = context
        router = Router(rootController: ThemedNavigationController(theme: context.theme))
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let dependencies = PreLoginDependencies(
            theme: context.theme, appName: context.configuration.displayName, sessionStore: context.session,
            flowDelegate: self, router: router)
        try? router.setRootModule(PreLoginBuilder.build(dependencies: dependencies).viewController)
    }

    func preLoginDidLogIn() {
        delegate?.preLoginCoordinatorDidLogIn(self)
    }
}
