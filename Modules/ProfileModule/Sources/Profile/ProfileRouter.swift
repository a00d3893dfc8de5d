import HeadlessUI
import NavigationKit

/// Carries out the Profile screen's routes through the Router of the stack Profile is on:
/// presents the log-out sheet, and starts the Edit profile and Report a problem journeys, one
/// at a time, keeping each while it runs.
final class ProfileRouter: ProfileRouting {
    private let dependencies: ProfileDependencies
    private weak var delegate: (any ProfileRouterDelegate)?
    /// The journey running now, if any: kept here from its start to its end.
    let journeys = ChildCoordinators()
    /// The route whose journey runs now; a second request while one runs starts nothing.
    private var runningRoute: ProfileRoute?

    init(dependencies: ProfileDependencies, delegate: any ProfileRouterDelegate) {
        self.dependencies = dependencies
        self.delegate = delegate
    }

    func route(to route: ProfileRoute) throws(RoutingError) {
        guard let router = dependencies.router else { throw .notShown }
        switch route {
        case .logoutConfirmation:
            let sheet = LogoutConfirmationFactory.make(dependencies: dependencies)
            do {
                try router.present(sheet, animated: true)
            } catch {
                throw .refused(error)
            }
        case .editProfile:
            start(EditProfileCoordinator(dependencies: dependencies, delegate: self), for: route)
        case .reportProblem:
            start(ReportProblemCoordinator(dependencies: dependencies, delegate: self), for: route)
        }
    }

    private func start(_ journey: any Coordinator, for route: ProfileRoute) {
        guard runningRoute == nil else { return }
        runningRoute = route
        journeys.add(journey)
        journey.start()
    }
}

extension ProfileRouter: JourneyDelegate {
    func journeyDidEnd(_ journey: any Coordinator, with result: JourneyResult) {
        journeys.remove(journey)
        guard let route = runningRoute else { return }
        runningRoute = nil
        delegate?.profileRoute(route, didEndWith: result)
    }
}
