import DesignSystem
import NavigationKit

/// Carries out Edit profile's routes on the journey's stack.
final class EditProfileRouter: EditProfileRouting {
    /// Whose `router` drives the journey's stack (held weakly there).
    private let dependencies: ProfileDependencies
    /// Weak: the journey's coordinator is kept by whoever started it.
    private weak var journey: (any JourneyEnding)?

    init(dependencies: ProfileDependencies, journey: any JourneyEnding) {
        self.dependencies = dependencies
        self.journey = journey
    }

    func route(to route: EditProfileRoute) throws(RoutingError) {
        guard let router = dependencies.router, let journey else { throw .notShown }
        switch route {
        case let .reviewChanges(changes):
            try router.pushScreen(
                ReviewChangesFactory.make(dependencies: dependencies, journey: journey, changes: changes))
        }
    }
}
