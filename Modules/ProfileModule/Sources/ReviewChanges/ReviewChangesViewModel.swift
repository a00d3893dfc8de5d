import Components

/// Shows the validated changes and saves them when asked.
final class ReviewChangesViewModel: ScreenViewModel {
    /// Called after the state changed; this screen's state never changes.
    var onChange: (() -> Void)?
    /// What will be saved.
    let changes: ProfileBuilder.Changes
    private let sessionStore: any ProfileSessionStoring
    private let onSaved: @MainActor () -> Void

    init(
        changes: ProfileBuilder.Changes, sessionStore: any ProfileSessionStoring,
        onSaved: @escaping @MainActor () -> Void
    ) {
        self.changes = changes
        self.sessionStore = sessionStore
        self.onSaved = onSaved
    }

    /// Stores the changes in the session, then says so.
    func save() {
        sessionStore.updateProfile(displayName: changes.displayName, email: changes.email)
        onSaved()
    }
}
