import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Review changes screen: its router, view model and controller, once, here.
enum ReviewChangesFactory {
    static func make(
        dependencies: ProfileDependencies, journey: any JourneyEnding, changes: ProfileChanges
    ) -> ReviewChangesViewController {
        let viewModel = ReviewChangesViewModel(
            changes: changes, sessionStore: dependencies.sessionStore, router: ReviewChangesRouter(journey: journey),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return ReviewChangesViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
