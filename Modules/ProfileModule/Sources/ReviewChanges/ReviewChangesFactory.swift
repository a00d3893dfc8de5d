import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Review changes screen: its router, view model and controller, once, here.
enum ReviewChangesFactory {
    static func make(
        changes: ProfileChanges, theme: Theme, sessionStore: any ProfileSessionStoring, journey: any JourneyEnding
    ) -> ReviewChangesViewController {
        let viewModel = ReviewChangesViewModel(
            changes: changes, sessionStore: sessionStore, router: ReviewChangesRouter(journey: journey))
        return ReviewChangesViewController(viewModel: viewModel, components: Components(theme: theme))
    }
}
