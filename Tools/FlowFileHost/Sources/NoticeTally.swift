import App
import SessionStore

/// Collects what the apps of a run of flows say about their session (a state file set aside,
/// a change that could not be saved): each notice is printed on standard error as it comes,
/// and the changes that could not be saved are counted for the exit status.
public final class NoticeTally {
    /// The exit status of a run in which a change to the session could not be saved, whatever
    /// else happened.
    public static let unsavedChangeStatus: Int32 = 3

    private let writeError: (String) -> Void
    /// How many changes to the session could not be saved.
    public private(set) var unsavedChanges = 0

    /// A tally that prints each notice with `writeError`.
    public init(writeError: @escaping (String) -> Void) {
        self.writeError = writeError
    }

    /// Prints a launch notice.
    func launchNotice(_ notice: String) {
        writeError("notice: \(notice)")
    }

    /// Prints and counts a change that could not be saved.
    func saveFailed(_ failure: SessionSaveFailure) {
        unsavedChanges += 1
        writeError("notice: \(failure.message)")
    }

    /// Prints and counts a state file that could not be prepared for a flow.
    func preparationFailed(_ message: String) {
        unsavedChanges += 1
        writeError("notice: \(message)")
    }
}
