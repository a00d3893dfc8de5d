/// A flow step the app could not carry out.
public struct FlowHostError: Error, CustomStringConvertible {
    let message: String

    /// The error saying `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
