import DesignSystem
import HeadlessUI
import NavigationKit

/// The Edit profile journey: Edit profile -> Review changes -> Save, pushed on the stack
/// Profile is on, through that stack's Router. It ends however its first screen leaves (popped
/// after Save, backed out of, swiped away; a cancelled swipe leaves nothing and ends nothing),
/// because the Router runs the first screen's completion on every one of those ways.
final class EditProfileCoordinator: Coordinator {
    let childCoordinators = ChildCoordinators()
    /// Weak: the stack's owner keeps the Router, and the Router keeps the journey's screens,
    /// whose routers reach this coordinator.
    private weak var router: Router?
    private let theme: Theme
    private let sessionStore: any ProfileSessionStoring
    private let outcome: JourneyOutcome
    /// The screen under the journey, which Save returns to.
    private weak var screenBelow: ViewController?

    init(router: Router, theme: Theme, sessionStore: any ProfileSessionStoring, delegate: any JourneyDelegate) {
        self.router = router
        self.theme = theme
        self.sessionStore = sessionStore
        outcome = JourneyOutcome(delegate: delegate)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// Edit profile, the journey's first screen.
    private(set) lazy var rootViewController: ViewController = EditProfileFactory.make(
        theme: theme, sessionStore: sessionStore, router: router, journey: self)

    func start() {
        guard let router else { return outcome.tell(.failed(.notShown), from: self) }
        screenBelow = router.topModule
        do {
            try router.push(rootViewController, animated: true, completion: outcome.completion(for: self))
        } catch {
            outcome.tell(.failed(.refused(error)), from: self)
        }
    }
}

extension EditProfileCoordinator: JourneyEnding {
    func endJourney(_ result: JourneyResult) {
        outcome.record(result)
        guard let screenBelow else {
            router?.popToRootModule()
            return
        }
        router?.popToModule(screenBelow)
    }
}
