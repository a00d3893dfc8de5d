/// Why an expression or script could not be evaluated: a construct outside the subset, a
/// limit reached, or an error JavaScript would throw.
public struct FlowScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, naming the construct or limit.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
