import HeadlessUI
import NavigationKit

/// Carries out the Profile screen's routes: presents the log-out sheet through the Router of
/// the stack Profile is on, and asks the coordinator that owns the screen to start the Edit
/// profile and Report a problem journeys.
final class ProfileRouter: ProfileRouting {
    private let dependencies: ProfileDependencies
    /// Weak: the coordinator keeps the screen, whose view model keeps this router.
    private weak var journeys: (any ProfileJourneyStarting)?

    init(dependencies: ProfileDependencies, journeys: any ProfileJourneyStarting) {
        self.dependencies = dependencies
        self.journeys = journeys
    }

    func route(to route: ProfileRoute) throws(RoutingError) {
        guard let router = dependencies.router, let journeys else { throw .notShown }
        switch route {
        case .logoutConfirmation:
            do {
                try router.present(LogoutConfirmationFactory.make(dependencies: dependencies), animated: true)
            } catch {
                throw .refused(error)
            }
        case .editProfile, .reportProblem:
            journeys.startJourney(for: route)
        }
    }
}
