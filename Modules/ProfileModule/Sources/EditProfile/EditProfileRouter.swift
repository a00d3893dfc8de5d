import DesignSystem
import NavigationKit

/// Carries out Edit profile's routes on the journey's stack.
final class EditProfileRouter: EditProfileRouting {
    private let theme: Theme
    private let sessionStore: any ProfileSessionStoring
    /// Weak: the stack's owner keeps the Router, and the Router keeps this screen.
    private weak var router: Router?
    /// Weak: the journey's coordinator is kept by whoever started it.
    private weak var journey: (any JourneyEnding)?

    init(theme: Theme, sessionStore: any ProfileSessionStoring, router: Router?, journey: any JourneyEnding) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.router = router
        self.journey = journey
    }

    func route(to route: EditProfileRoute) throws(RoutingError) {
        guard let router, let journey else { throw .notShown }
        switch route {
        case let .reviewChanges(changes):
            let review = ReviewChangesFactory.make(
                changes: changes, theme: theme, sessionStore: sessionStore, journey: journey)
            try router.pushScreen(review)
        }
    }
}
