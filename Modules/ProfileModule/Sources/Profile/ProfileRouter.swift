import HeadlessUI
import NavigationKit

/// Turns the Profile screen's routes into screens through the Router of the stack Profile is
/// on: presents the log-out sheet, and starts the Edit profile and Report a problem journeys
/// as child coordinators, one at a time, letting each go when it ends.
final class ProfileRouter: ProfileRouting {
    /// Hears how each route ended; weak because it is the view model, which owns the router.
    weak var listener: (any ProfileRouteListener)?
    /// The journey running now, if any.
    let journeys = ChildCoordinators()
    /// Weak so a sheet that was swiped away is released at once.
    private weak var confirmation: ViewController?
    private let dependencies: ProfileDependencies

    init(dependencies: ProfileDependencies) {
        self.dependencies = dependencies
    }

    func route(to route: ProfileRoute) throws(ProfileRoutingError) {
        guard let router = dependencies.router, let listener else { throw .notShown }
        switch route {
        case .logoutConfirmation:
            let sheet = LogoutConfirmationFactory.make(theme: dependencies.theme, listener: listener)
            do {
                try router.present(sheet, animated: true)
            } catch {
                throw .refused(error)
            }
            confirmation = sheet
        case .editProfile:
            run(EditProfileCoordinator(router: router, dependencies: dependencies)) { [weak listener] in
                listener?.profileChangesWereSaved()
            }
        case .reportProblem:
            run(ReportProblemCoordinator(presentingRouter: router, dependencies: dependencies)) { [weak listener] in
                listener?.reportWasSent()
            }
        }
    }

    func dismissLogoutConfirmation() {
        // Dismissing when the sheet is no longer presented would dismiss something else.
        guard let confirmation, let router = dependencies.router, router.presentedModule === confirmation else {
            return
        }
        router.dismissModule(animated: true)
    }

    /// Keeps `journey` while it runs and lets it go when it ends; `whenCompleted` runs when it
    /// ended by doing its job. A second request while a journey runs starts nothing.
    private func run(
        _ journey: some Coordinator & ChildFlowOutput, whenCompleted: @escaping @MainActor () -> Void
    ) {
        guard journeys.all.isEmpty else { return }
        journey.onFinish = { [weak self, weak journey] result in
            if let journey { self?.journeys.remove(journey) }
            if result == .completed { whenCompleted() }
        }
        journeys.add(journey)
        journey.start()
    }
}
