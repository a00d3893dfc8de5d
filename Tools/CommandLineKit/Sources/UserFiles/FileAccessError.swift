/// Why a file a person named could not be read or replaced: the path and the reason, in words.
public struct FileAccessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as it was given.
    public let path: String
    /// What is wrong and, where there is one, what to do.
    public let reason: String

    /// An error about `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
