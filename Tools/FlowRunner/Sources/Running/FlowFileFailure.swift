import HeadlessUI

/// Why a flow stopped: Maestro's message, the step and place, and what was on screen.
public struct FlowFileFailure: Sendable, Equatable {
    /// The message, e.g. `Element not found: Id matching regex: login.email`.
    public let message: String
    /// The failing step's description, e.g. `Tap on id: login.email`.
    public let step: String
    /// Where the failing step is written.
    public let location: FlowFileSourceLocation
    /// The text render of the whole screen when the step failed.
    public let screen: String
    /// The tree of the top layer when the step failed.
    public let tree: String

    /// The message, the step with its place, the screen and the tree, ready to print.
    public var report: String {
        [
            message,
            "  step: \(step)",
            "  at: \(location)",
            "",
            "Screen:",
            screen,
            "",
            "Tree:",
            tree,
        ].joined(separator: "\n")
    }
}
