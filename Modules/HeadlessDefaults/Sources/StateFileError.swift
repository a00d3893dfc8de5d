import Foundation

/// Why the state file or its folder could not be read, written or locked; says which file and
/// the system's reason.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
    /// The message, as a person reads it.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// `what` went wrong, with the system's reason read from `errno` now.
    public static func system(_ what: String) -> StateFileError {
        StateFileError("\(what): \(String(cString: strerror(errno)))")
    }
}
