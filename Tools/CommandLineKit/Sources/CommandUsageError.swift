/// A command line that does not fit its declaration. It prints as a person should read it:
/// `error: ...`, then the command's usage; a program exits with `exitStatus`.
public struct CommandUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status every usage error exits with.
    public static let exitStatus: Int32 = 2

    /// What was wrong, without the `error:` prefix.
    public let message: String
    /// The usage lines of the command that was being read.
    public let usage: String

    /// A usage error saying `message`, followed by `usage`.
    public init(_ message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    /// `error: MESSAGE`, then the usage.
    public var description: String { "error: \(message)\n\(usage)" }
}
