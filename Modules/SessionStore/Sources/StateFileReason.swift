import HeadlessDefaults

/// Why the state file cannot be used at all, so that the session lives in memory only: a
/// problem with the file or its folder, or contents that cannot be read and could not be set
/// aside either. A value the launch notice words in the person's language; `description` is
/// the English line logs and tests read.
public enum StateFileReason: Error, Equatable, CustomStringConvertible {
    /// What setting unreadable contents aside could not do.
    public enum SetAsideStep: Equatable, Sendable {
        /// Remove a file whose session said logged out.
        case removing
        /// Make the file owner-only before keeping it.
        case narrowing
        /// Move the file to a name nothing else uses.
        case moving
    }

    /// The file or its folder cannot be read, written or locked.
    case file(StateFileError)
    /// The file at `path` is unreadable (`problem`) and `step` failed, so it stays in place.
    case notSetAside(SessionContentProblem, path: String, step: SetAsideStep)

    /// The reason in English.
    public var description: String {
        switch self {
        case let .file(error): error.description
        case let .notSetAside(problem, path, .removing): "\(path) is unreadable (\(problem)) and could not be removed"
        case let .notSetAside(problem, path, .narrowing):
            "\(path) is unreadable (\(problem)) and could not be made owner-only"
        case let .notSetAside(problem, path, .moving): "\(path) is unreadable (\(problem)) and could not be moved aside"
        }
    }
}
