import NavigationKit

/// Carries out Review changes' routes: Save ends the Edit profile journey as completed.
final class ReviewChangesRouter: ReviewChangesRouting {
    /// Weak: the journey's coordinator is kept by whoever started it.
    private weak var journey: (any JourneyEnding)?

    init(journey: any JourneyEnding) {
        self.journey = journey
    }

    func route(to route: ReviewChangesRoute) {
        switch route {
        case .saved: journey?.endJourney(.completed)
        }
    }
}
