/// A change to the session that could not be saved and so did not happen: the store keeps the
/// session it last saved, in memory as on disk, and says so.
struct SessionSaveFailure: Equatable {
    /// What the person tried.
    let change: SessionChange
    /// Why the state file could not be written, naming it.
    let reason: String

    /// One line for a person: what failed, why, and what is true now.
    var message: String {
        "Could not \(change.attempt): the session could not be saved (\(reason)). \(change.outcome)"
    }
}
