/// Why an argument names no content scenario: the message says what was wrong and lists the
/// spellings that are.
public struct ContentScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, with the valid spellings.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
