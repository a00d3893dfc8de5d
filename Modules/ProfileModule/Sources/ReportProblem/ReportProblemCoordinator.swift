import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// The Report a problem journey: Report a problem -> Send report? -> Send, presented as a page
/// sheet that holds its own navigation controller and its own Router (a navigation controller
/// is presented, never pushed onto another). The presenting Router's completion for the sheet
/// runs on every way it goes: dismissed after Send or Cancel, or swiped down.
final class ReportProblemCoordinator: Coordinator {
    let childCoordinators = ChildCoordinators()
    /// Weak: the presenting stack's owner keeps it, and it keeps the sheet that routes here.
    private weak var presentingRouter: Router?
    /// The sheet's own Router.
    private let router: Router
    /// The module's dependencies with the sheet's Router, for the journey's screens.
    private let dependencies: ProfileDependencies
    private let outcome: JourneyOutcome
    /// What the report starts from: empty, or the draft the app restores.
    private let draft: String
    /// The report's first screen, while the sheet shows it: the draft is read from it.
    private weak var report: ReportProblemViewController?

    /// The journey presented from the stack `dependencies.router` drives, its report starting
    /// from `draft`.
    init(dependencies: ProfileDependencies, delegate: any JourneyDelegate, draft: String = "") {
        self.draft = draft
        presentingRouter = dependencies.router
        outcome = JourneyOutcome(delegate: delegate)
        let navigation = ThemedNavigationController(theme: dependencies.theme)
        navigation.modalPresentationStyle = .pageSheet
        router = Router(rootController: navigation)
        self.dependencies = ProfileDependencies(
            theme: dependencies.theme, sessionStore: dependencies.sessionStore,
            flowDelegate: dependencies.flowDelegate, router: router)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// The sheet's own navigation controller.
    var rootViewController: ViewController { router.toPresent() }

    func start() {
        guard let presentingRouter else { return outcome.tell(.failed(.notShown), from: self) }
        let report = ReportProblemFactory.make(dependencies: dependencies, journey: self, draft: draft)
        self.report = report
        do {
            try router.setRootModule(report)
            try presentingRouter.present(router, animated: true, completion: outcome.completion(for: self))
        } catch {
            outcome.tell(.failed(.refused(error)), from: self)
        }
    }
}

extension ReportProblemCoordinator {
    /// The report as typed so far, never sent.
    var typedDraft: String { report?.viewModel.draft ?? draft }
}

extension ReportProblemCoordinator: JourneyEnding {
    func endJourney(_ result: JourneyResult) {
        outcome.record(result)
        presentingRouter?.dismissModule()
    }
}
