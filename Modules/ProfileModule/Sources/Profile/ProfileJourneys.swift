import HeadlessUI
import NavigationKit

/// The coordinator of the Profile screen and the journeys it starts (Edit profile, Report a
/// problem): starts one at a time, keeps it from its start to its end, and tells the screen how
/// it ended. The coordinator that shows the module keeps this one as a child, so the journeys
/// live exactly as long as the Profile tab's flow.
final class ProfileJourneys: Coordinator {
    let childCoordinators = ChildCoordinators()
    private let dependencies: ProfileDependencies
    /// Told how each journey ended; weak, as delegates are: the screen's stack keeps it.
    private weak var screen: (any ProfileJourneysDelegate)?
    /// The route whose journey runs now; a second request while one runs starts nothing.
    private var runningRoute: ProfileRoute?

    init(dependencies: ProfileDependencies) {
        self.dependencies = dependencies
        LiveInstances.increment(Self.self)
    }

    deinit { LiveInstances.decrement(Self.self) }

    /// The Profile screen, made the first time it is asked for.
    private(set) lazy var rootViewController: ViewController = makeProfile()

    func start() {
        _ = rootViewController
    }

    private func makeProfile() -> ViewController {
        let profile = ProfileFactory.make(dependencies: dependencies, journeys: self)
        screen = profile.viewModel
        return profile
    }
}

extension ProfileJourneys: ProfileJourneyStarting {
    func startJourney(for route: ProfileRoute) {
        startJourney(for: route, draft: "")
    }

    /// Starts `route`'s journey, a report starting from `draft`.
    private func startJourney(for route: ProfileRoute, draft: String) {
        guard runningRoute == nil else { return }
        let journey: any Coordinator
        switch route {
        case .editProfile: journey = EditProfileCoordinator(dependencies: dependencies, delegate: self)
        case .reportProblem:
            journey = ReportProblemCoordinator(dependencies: dependencies, delegate: self, draft: draft)
        case .logoutConfirmation: return
        }
        runningRoute = route
        addDependency(journey)
        journey.start()
    }
}

extension ProfileJourneys {
    /// The journey under way and what was typed into it, as the module saves it across launches;
    /// `nil` when none runs or it has nothing worth keeping.
    func savedRoute() -> ProfileBuilder.Route? {
        guard runningRoute == .reportProblem,
            let report = childCoordinators.all.lazy.compactMap({ $0 as? ReportProblemCoordinator }).first
        else { return nil }
        return .reportProblem(draft: report.typedDraft)
    }

    /// Starts the journey `route` names again, with its draft.
    func restore(_ route: ProfileBuilder.Route) {
        switch route {
        case let .reportProblem(draft):
            // A draft past the report's limit was never typed here; it is cut rather than kept whole.
            startJourney(for: .reportProblem, draft: String(draft.prefix(ReportProblemViewModel.maximumLength * 2)))
        }
    }
}

extension ProfileJourneys: JourneyDelegate {
    func journeyDidEnd(_ journey: any Coordinator, with result: JourneyResult) {
        removeDependency(journey)
        guard let route = runningRoute else { return }
        runningRoute = nil
        screen?.profileRoute(route, didEndWith: result)
    }
}
