import Components
import HeadlessUI
import NavigationKit

/// Report a problem -> Send report? -> Send, presented as a page sheet that holds its own
/// navigation controller and its own Router (a navigation controller is presented, never
/// pushed onto another). The presenting Router's completion for the sheet runs on every way it
/// goes: dismissed after Send or Cancel, or swiped down.
final class ReportProblemCoordinator: Coordinator, ChildFlowOutput {
    let childCoordinators = ChildCoordinators()
    var onFinish: (@MainActor (ChildFlowResult) -> Void)?
    /// Weak: the presenting stack's owner keeps it, and it keeps the sheet that routes here.
    private weak var presentingRouter: Router?
    private let router: Router
    private let dependencies: ProfileDependencies
    /// Set by Send just before the sheet is dismissed.
    private var result = ChildFlowResult.abandoned

    init(presentingRouter: Router, dependencies: ProfileDependencies) {
        self.presentingRouter = presentingRouter
        self.dependencies = dependencies
        let navigation = ThemedNavigationController(theme: dependencies.theme)
        navigation.modalPresentationStyle = .pageSheet
        router = Router(rootController: navigation)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// The sheet's own navigation controller.
    var rootViewController: ViewController { router.toPresent() }

    func start() {
        let report = ReportProblemViewController(
            viewModel: ReportProblemViewModel(
                router: self, strings: ProfileStrings.strings(in: dependencies.theme.language)),
            components: Components(theme: dependencies.theme))
        do {
            guard let presentingRouter else { return finish() }
            try router.setRootModule(report)
            try presentingRouter.present(router, animated: true) { [weak self] in self?.finish() }
        } catch {
            finish()
        }
    }

    private func finish() {
        finish(result)
    }
}

extension ReportProblemCoordinator: ReportProblemRouting {
    func route(to route: ReportProblemRoute) {
        switch route {
        case let .sendReport(message):
            let send = SendReportViewController(
                viewModel: SendReportViewModel(message: message, sessionStore: dependencies.sessionStore, router: self),
                components: Components(theme: dependencies.theme))
            // A push onto the sheet's own stack cannot be refused: the screen is new.
            try? router.push(send, animated: true)
        case .backToProfile:
            presentingRouter?.dismissModule()
        }
    }
}

extension ReportProblemCoordinator: SendReportRouting {
    func route(to route: SendReportRoute) {
        switch route {
        case .backToProfile:
            result = .completed
            presentingRouter?.dismissModule()
        }
    }
}
