import NavigationKit

/// Carries out Send report?'s routes: Send ends the Report a problem journey as completed.
final class SendReportRouter: SendReportRouting {
    /// Weak: the journey's coordinator is kept by whoever started it.
    private weak var journey: (any JourneyEnding)?

    init(journey: any JourneyEnding) {
        self.journey = journey
    }

    func route(to route: SendReportRoute) {
        switch route {
        case .sent: journey?.endJourney(.completed)
        }
    }
}
