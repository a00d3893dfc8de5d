import HeadlessUI
import ProfileModule

/// Edit profile -> Review changes -> Save, pushed on the Profile tab's stack with the tab's
/// own Router. The flow learns that it ended from the Router's completion for its first
/// screen, which runs however that screen leaves: popped after Save, backed out of, swiped
/// away (a cancelled swipe leaves nothing and runs nothing).
final class EditProfileCoordinator: Coordinator, ChildFlowOutput {
    let childCoordinators = ChildCoordinators()
    var onFinish: (@MainActor (ChildFlowResult) -> Void)?
    private let router: Router
    private let dependencies: ProfileDependencies
    /// Set by Save just before the flow's screens are popped.
    private var result = ChildFlowResult.abandoned
    /// The screen under the flow, which Save returns to.
    private weak var screenBelow: ViewController?

    init(router: Router, dependencies: ProfileDependencies) {
        self.router = router
        self.dependencies = dependencies
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    var rootViewController: ViewController { router.toPresent() }

    func start() {
        screenBelow = router.navigationController.topViewController
        let edit = ProfileBuilder.buildEditProfile(dependencies: dependencies) { [weak self] changes in
            self?.review(changes)
        }
        do {
            try router.push(edit, animated: true) { [weak self] in self?.finish() }
        } catch {
            finish()
        }
    }

    private func review(_ changes: ProfileBuilder.Changes) {
        let review = ProfileBuilder.buildReviewChanges(changes, dependencies: dependencies) { [weak self] in
            self?.didSave()
        }
        try? router.push(review, animated: true)
    }

    private func didSave() {
        result = .completed
        guard let screenBelow else {
            router.popToRootModule()
            return
        }
        router.popToModule(screenBelow)
    }

    private func finish() {
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(result)
    }
}
