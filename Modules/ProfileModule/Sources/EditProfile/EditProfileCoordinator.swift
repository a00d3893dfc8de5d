import Components
import HeadlessUI
import NavigationKit

/// Edit profile -> Review changes -> Save, pushed on the stack Profile is on, through that
/// stack's Router. The journey learns that it ended from the Router's completion for its first
/// screen, which runs however that screen leaves: popped after Save, backed out of, swiped
/// away (a cancelled swipe leaves nothing and runs nothing).
final class EditProfileCoordinator: Coordinator, ChildFlowOutput {
    let childCoordinators = ChildCoordinators()
    var onFinish: (@MainActor (ChildFlowResult) -> Void)?
    /// Weak: the stack's owner keeps the Router, and the Router keeps the screens that route
    /// to this coordinator, so a strong reference would keep a dropped app alive mid-journey.
    private weak var router: Router?
    private let dependencies: ProfileDependencies
    /// Set by Save just before the journey's screens are popped.
    private var result = ChildFlowResult.abandoned
    /// The screen under the journey, which Save returns to.
    private weak var screenBelow: ViewController?

    init(router: Router, dependencies: ProfileDependencies) {
        self.router = router
        self.dependencies = dependencies
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// Edit profile, the journey's first screen.
    private(set) lazy var rootViewController: ViewController = EditProfileViewController(
        viewModel: EditProfileViewModel(
            sessionStore: dependencies.sessionStore, router: self,
            strings: ProfileStrings.strings(in: dependencies.theme.language)),
        components: Components(theme: dependencies.theme))

    func start() {
        guard let router else { return finish() }
        screenBelow = router.topModule
        do {
            try router.push(rootViewController, animated: true) { [weak self] in self?.finish() }
        } catch {
            finish()
        }
    }

    private func finish() {
        finish(result)
    }
}

extension EditProfileCoordinator: EditProfileRouting {
    func route(to route: EditProfileRoute) {
        switch route {
        case let .reviewChanges(changes):
            let review = ReviewChangesViewController(
                viewModel: ReviewChangesViewModel(
                    changes: changes, sessionStore: dependencies.sessionStore, router: self),
                components: Components(theme: dependencies.theme))
            // A push onto the stack the journey is on cannot be refused: the screen is new.
            try? router?.push(review, animated: true)
        }
    }
}

extension EditProfileCoordinator: ReviewChangesRouting {
    func route(to route: ReviewChangesRoute) {
        switch route {
        case .backToProfile:
            result = .completed
            guard let screenBelow else {
                router?.popToRootModule()
                return
            }
            router?.popToModule(screenBelow)
        }
    }
}
