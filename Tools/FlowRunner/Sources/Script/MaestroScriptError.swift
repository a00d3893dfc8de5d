/// Why an expression or script could not be evaluated: a construct outside the subset, a
/// limit reached, or an error JavaScript would throw.
public struct MaestroScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, naming the construct or limit.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The most characters of a name, key or literal a message quotes: enough to recognise it,
    /// never a whole line of a script that was read from a file (a `.env` full of secrets).
    static let quotedLength = 40

    /// `text` as a message quotes it: at most `quotedLength` characters, then `...`.
    static func quoting(_ text: some StringProtocol) -> String {
        text.count > quotedLength ? text.prefix(quotedLength) + "..." : String(text)
    }

    /// What kind of value `value` is, for a message that must not quote the value itself.
    static func kind(of value: MaestroScriptValue) -> String {
        switch value {
        case .undefined: "undefined"
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
