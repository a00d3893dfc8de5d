import DesignSystem

/// Shows the validated changes and saves them when asked. What it shows never changes, so it
/// is not a `ScreenViewModel`.
final class ReviewChangesViewModel {
    /// What will be saved.
    let changes: ProfileChanges
    private let sessionStore: any ProfileSessionStoring
    private let router: any ReviewChangesRouting
    let strings: LocalizedStrings

    init(
        changes: ProfileChanges, sessionStore: any ProfileSessionStoring, router: any ReviewChangesRouting,
        strings: LocalizedStrings
    ) {
        self.strings = strings
        self.changes = changes
        self.sessionStore = sessionStore
        self.router = router
    }

    /// Stores the changes in the session, then ends the journey.
    func didTapSave() {
        sessionStore.updateProfile(displayName: changes.displayName, email: changes.email)
        router.route(to: .saved)
    }
}
