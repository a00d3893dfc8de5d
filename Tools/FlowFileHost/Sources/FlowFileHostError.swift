/// A flow step the app could not carry out.
public struct FlowFileHostError: Error, CustomStringConvertible {
    let message: String

    /// The error saying `message`.
    public init(message: String) {
        self.message = message
    }

    /// The message, as a person reads it.
    public var description: String { message }
}
