import DesignSystem
import NavigationKit

/// Carries out Report a problem's routes on the sheet's own stack.
final class ReportProblemRouter: ReportProblemRouting {
    private let theme: Theme
    private let sessionStore: any ProfileSessionStoring
    /// Weak: the journey's coordinator keeps the sheet's Router, which keeps this screen.
    private weak var router: Router?
    /// Weak: the journey's coordinator is kept by whoever started it.
    private weak var journey: (any JourneyEnding)?

    init(theme: Theme, sessionStore: any ProfileSessionStoring, router: Router, journey: any JourneyEnding) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.router = router
        self.journey = journey
    }

    func route(to route: ReportProblemRoute) throws(RoutingError) {
        guard let router, let journey else { throw .notShown }
        switch route {
        case let .sendReport(message):
            let send = SendReportFactory.make(
                message: message, theme: theme, sessionStore: sessionStore, journey: journey)
            try router.pushScreen(send)
        case .cancelled:
            journey.endJourney(.abandoned)
        }
    }
}
