/// A line of the interactive session the app cannot run: the session prints it with the
/// unchanged screen and reads the next line.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The message, as a person reads it.
    public let description: String
}
