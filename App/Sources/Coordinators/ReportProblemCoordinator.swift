import Components
import HeadlessUI
import ProfileModule

/// Report a problem -> Send report? -> Send, presented as a page sheet that holds its own
/// navigation controller and its own Router (a navigation controller is presented, never
/// pushed onto another). The presenting Router's completion for the sheet runs on every way it
/// goes: dismissed after Send or Cancel, or swiped down.
final class ReportProblemCoordinator: Coordinator, ChildFlowOutput {
    let childCoordinators = ChildCoordinators()
    var onFinish: (@MainActor (ChildFlowResult) -> Void)?
    private let presentingRouter: Router
    private let router: Router
    private let dependencies: ProfileDependencies
    /// Set by Send just before the sheet is dismissed.
    private var result = ChildFlowResult.abandoned

    init(presentingRouter: Router, dependencies: ProfileDependencies) {
        self.presentingRouter = presentingRouter
        self.dependencies = dependencies
        let navigation = ThemedNavigationController(theme: dependencies.theme)
        navigation.modalPresentationStyle = .pageSheet
        router = Router(navigationController: navigation)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let report = ProfileBuilder.buildReportProblem(
            dependencies: dependencies,
            onNext: { [weak self] message in self?.confirm(message) },
            onCancel: { [weak self] in self?.presentingRouter.dismissModule() }
        )
        do {
            try router.setRootModule(report)
            try presentingRouter.present(router, animated: true) { [weak self] in self?.finish() }
        } catch {
            finish()
        }
    }

    private func confirm(_ message: String) {
        let send = ProfileBuilder.buildSendReport(message: message, dependencies: dependencies) { [weak self] in
            self?.didSend()
        }
        try? router.push(send, animated: true)
    }

    private func didSend() {
        result = .completed
        presentingRouter.dismissModule()
    }

    private func finish() {
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(result)
    }
}
