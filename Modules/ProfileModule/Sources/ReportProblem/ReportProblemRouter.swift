import DesignSystem
import NavigationKit

/// Carries out Report a problem's routes on the sheet's own stack.
final class ReportProblemRouter: ReportProblemRouting {
    /// Whose `router` is the sheet's own (held weakly there: the journey's coordinator keeps
    /// it, and it keeps this screen).
    private let dependencies: ProfileDependencies
    /// Weak: the journey's coordinator is kept by whoever started it.
    private weak var journey: (any JourneyEnding)?

    init(dependencies: ProfileDependencies, journey: any JourneyEnding) {
        self.dependencies = dependencies
        self.journey = journey
    }

    func route(to route: ReportProblemRoute) throws(RoutingError) {
        guard let router = dependencies.router, let journey else { throw .notShown }
        switch route {
        case let .sendReport(message):
            try router.pushScreen(
                SendReportFactory.make(dependencies: dependencies, journey: journey, message: message))
        case .cancelled:
            journey.endJourney(.abandoned)
        }
    }
}
