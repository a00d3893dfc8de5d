import HeadlessUI
import HeadlessUITesting

/// A step that did not do what it says; the runner turns it into a `FlowFileFailure`.
struct FlowFileStepFailure: Error {
    /// Maestro's message.
    let message: String
    /// The step needs a real device: it is reported as not applicable, not as a failure.
    let isNotApplicable: Bool

    /// Builds a failure from an interaction error, without the tree (the report adds it).
    init(_ error: InteractionError) {
        self.message = error.message
        self.isNotApplicable = false
    }

    /// Builds a failure with a message.
    init(message: String) {
        self.message = message
        self.isNotApplicable = false
    }

    /// A step that cannot run headlessly, and why.
    static func notApplicable(_ reason: String) -> FlowFileStepFailure {
        FlowFileStepFailure(message: reason, notApplicable: true)
    }

    private init(message: String, notApplicable: Bool) {
        self.message = message
        self.isNotApplicable = notApplicable
    }
}
