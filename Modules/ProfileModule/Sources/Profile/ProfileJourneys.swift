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
        startJourney(for: route, restoring: nil)
    }

    /// Starts `route`'s journey, from what `saved` says was typed into it when the app restores it.
    private func startJourney(for route: ProfileRoute, restoring saved: ProfileBuilder.Route?) {
        guard runningRoute == nil else { return }
        let journey: any Coordinator
        switch (route, saved) {
        case let (.editProfile, .editProfile(name, email)?):
            journey = EditProfileCoordinator(
                dependencies: dependencies, delegate: self, typed: (Self.bounded(name), Self.bounded(email)))
        case (.editProfile, _):
            journey = EditProfileCoordinator(dependencies: dependencies, delegate: self)
        case let (.reportProblem, .reportProblem(draft)?):
            journey = ReportProblemCoordinator(dependencies: dependencies, delegate: self, draft: Self.bounded(draft))
        case (.reportProblem, _):
            journey = ReportProblemCoordinator(dependencies: dependencies, delegate: self)
        case (.logoutConfirmation, _): return
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
        for journey in childCoordinators.all {
            if let report = journey as? ReportProblemCoordinator { return .reportProblem(draft: report.typedDraft) }
            if let edit = journey as? EditProfileCoordinator {
                return .editProfile(name: edit.typedValues.name, email: edit.typedValues.email)
            }
        }
        return nil
    }

    /// Starts the journey `route` names again, with what was typed into it.
    func restore(_ route: ProfileBuilder.Route) {
        switch route {
        case .reportProblem: startJourney(for: .reportProblem, restoring: route)
        case .editProfile: startJourney(for: .editProfile, restoring: route)
        }
    }

    /// `text` cut to twice the longest report: no field takes more, so a longer one was never
    /// typed here, and it is not drawn whole.
    private static func bounded(_ text: String) -> String {
        String(text.prefix(ReportProblemViewModel.maximumLength * 2))
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
