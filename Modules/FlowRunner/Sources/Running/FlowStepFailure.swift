import HeadlessUI

/// A step that did not do what it says; the runner turns it into a `FlowFailure`.
struct FlowStepFailure: Error {
    /// Maestro's message.
    let message: String

    /// Builds a failure from an interaction error, without the tree (the report adds it).
    init(_ error: InteractionError) {
        self.message = error.message
    }

    /// Builds a failure with a message.
    init(message: String) {
        self.message = message
    }
}
