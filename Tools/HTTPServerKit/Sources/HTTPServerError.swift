/// Why the server could not start listening.
public struct HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What failed and what to do about it.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
