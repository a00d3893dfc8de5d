import HeadlessDefaults

/// A change to the session that could not be saved and so did not happen: the store keeps the
/// session it last saved, in memory as on disk, and says so.
public struct SessionSaveFailure: Equatable {
    /// What the person tried.
    public let change: SessionChange
    /// Why the state file could not be written, naming it.
    public let reason: StateFileError
}
