/// A command line or set of paths that cannot be run; the command exits with status 2.
public struct FlowFileUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected and what was given.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
