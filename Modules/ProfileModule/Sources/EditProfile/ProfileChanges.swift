/// A validated name and email, ready to be saved.
struct ProfileChanges: Equatable {
    /// The new display name, trimmed.
    let displayName: String
    /// The new email, trimmed.
    let email: String
}
