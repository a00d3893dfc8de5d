/// Why a flow file could not be read or understood, with the place that says so.
public struct FlowSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public let location: FlowSourceLocation
    /// What was expected and what was found.
    public let message: String

    /// Creates an error at `location`.
    public init(_ message: String, at location: FlowSourceLocation) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
