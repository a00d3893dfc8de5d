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
    private let theme: Theme
    private let sessionStore: any ProfileSessionStoring
    private let outcome: JourneyOutcome

    init(
        presentingRouter: Router, theme: Theme, sessionStore: any ProfileSessionStoring,
        delegate: any JourneyDelegate
    ) {
        self.presentingRouter = presentingRouter
        self.theme = theme
        self.sessionStore = sessionStore
        outcome = JourneyOutcome(delegate: delegate)
        let navigation = ThemedNavigationController(theme: theme)
        navigation.modalPresentationStyle = .pageSheet
        router = Router(rootController: navigation)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// The sheet's own navigation controller.
    var rootViewController: ViewController { router.toPresent() }

    func start() {
        guard let presentingRouter else { return outcome.tell(.failed(.notShown), from: self) }
        let report = ReportProblemFactory.make(theme: theme, sessionStore: sessionStore, router: router, journey: self)
        do {
            try router.setRootModule(report)
            try presentingRouter.present(router, animated: true, completion: outcome.completion(for: self))
        } catch {
            outcome.tell(.failed(.refused(error)), from: self)
        }
    }
}

extension ReportProblemCoordinator: JourneyEnding {
    func endJourney(_ result: JourneyResult) {
        outcome.record(result)
        presentingRouter?.dismissModule()
    }
}
