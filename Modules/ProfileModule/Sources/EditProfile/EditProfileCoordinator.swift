import DesignSystem
import HeadlessUI
import NavigationKit

/// The Edit profile journey: Edit profile -> Review changes -> Save, pushed on the stack
/// Profile is on, through that stack's Router. It ends however its first screen leaves (popped
/// after Save, backed out of, swiped away; a cancelled swipe leaves nothing and ends nothing),
/// because the Router runs the first screen's completion on every one of those ways.
final class EditProfileCoordinator: Coordinator {
    let childCoordinators = ChildCoordinators()
    /// The module's dependencies, whose `router` drives the stack the journey is pushed on
    /// (held weakly there: the stack's owner keeps it, and it keeps the journey's screens, whose
    /// routers reach this coordinator).
    private let dependencies: ProfileDependencies
    private var router: Router? { dependencies.router }
    private let outcome: JourneyOutcome
    /// The screen under the journey, which Save returns to.
    private weak var screenBelow: ViewController?
    /// What the fields start from when the app restores the journey; `nil` starts from today's.
    private let typed: (name: String, email: String)?

    /// The journey pushed on the stack `dependencies.router` drives, its fields starting from
    /// `typed` when given.
    init(dependencies: ProfileDependencies, delegate: any JourneyDelegate, typed: (name: String, email: String)? = nil)
    {
        self.dependencies = dependencies
        self.typed = typed
        outcome = JourneyOutcome(delegate: delegate)
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// Edit profile, the journey's first screen.
    private lazy var editProfile = EditProfileFactory.make(dependencies: dependencies, journey: self, typed: typed)

    /// Edit profile, the journey's first screen.
    var rootViewController: ViewController { editProfile }

    /// The name and email as typed so far, never saved.
    var typedValues: (name: String, email: String) { (editProfile.viewModel.name, editProfile.viewModel.email) }

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
