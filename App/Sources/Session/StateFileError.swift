import Foundation

/// Why the state file or its folder could not be read, written or locked; says which file and
/// the system's reason.
nonisolated struct StateFileError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// `what` went wrong, with the system's reason read from `errno` now.
    static func system(_ what: String) -> StateFileError {
        StateFileError("\(what): \(String(cString: strerror(errno)))")
    }
}
