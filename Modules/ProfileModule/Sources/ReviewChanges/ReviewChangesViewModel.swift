import Components

/// Shows the validated changes and saves them when asked.
final class ReviewChangesViewModel: ScreenViewModel {
    /// Called after the state changed; this screen's state never changes.
    var onChange: (() -> Void)?
    /// What will be saved.
    let changes: ProfileChanges
    private let sessionStore: any ProfileSessionStoring
    /// Weak: the journey's coordinator routes this screen and owns the stack it is on.
    private weak var router: (any ReviewChangesRouting)?

    init(changes: ProfileChanges, sessionStore: any ProfileSessionStoring, router: any ReviewChangesRouting) {
        self.changes = changes
        self.sessionStore = sessionStore
        self.router = router
    }

    /// Stores the changes in the session, then goes back to Profile.
    func save() {
        sessionStore.updateProfile(displayName: changes.displayName, email: changes.email)
        router?.route(to: .backToProfile)
    }
}
