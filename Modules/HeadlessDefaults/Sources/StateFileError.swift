import Foundation

/// Why the state file or its folder could not be read, written or locked: the problem, the path
/// it concerns and, when a system call failed, its error number. A value rather than a sentence,
/// so that the app can word it in the person's language; `description` is the English line logs
/// and tests read.
public struct StateFileError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public let problem: StateFileProblem
    /// The file or folder it concerns.
    public let path: String
    /// The error number of the system call that failed, or `nil` when none did.
    public let systemError: Int32?

    /// An error saying `problem` about `path`, with the failed call's `systemError` if any.
    public init(_ problem: StateFileProblem, path: String, systemError: Int32? = nil) {
        self.problem = problem
        self.path = path
        self.systemError = systemError
    }

    /// `problem` about `path`, with the system's error number read from `errno` now.
    public static func system(_ problem: StateFileProblem, path: String) -> StateFileError {
        StateFileError(problem, path: path, systemError: errno)
    }

    /// The system's own English words for `systemError`.
    public var systemReason: String? {
        systemError.map { String(cString: strerror($0)) }
    }

    /// The problem in English, naming the path, then the system's reason after a colon.
    public var description: String {
        let line = englishLine
        return systemReason.map { "\(line): \($0)" } ?? line
    }

    private var englishLine: String {
        switch problem {
        case .cannotCreateFolder: "cannot create the folder \(path)"
        case .cannotOpenFolder: "cannot open the folder \(path)"
        case .folderIsSymbolicLink:
            "the folder \(path) is a symbolic link; the default state folder is never followed through one"
        case .cannotInspectFolder: "cannot inspect the folder \(path)"
        case let .folderOfAnotherUser(uid): "the folder \(path) belongs to another user (uid \(uid))"
        case .cannotNarrowFolder: "cannot make the folder \(path) owner-only"
        case .folderNotWritable: "the folder \(path) is not writable"
        case .cannotLockFolder: "cannot lock the folder \(path)"
        case let .lockHeld(seconds):
            "another process has held the lock on the folder \(path) for \(seconds) seconds; end it, or use another state file"
        case .fileIsSymbolicLink: "\(path) is a symbolic link; a state file is never followed through one"
        case .cannotRead: "\(path) cannot be read"
        case .isDirectory: "\(path) is a directory, not a state file"
        case .notRegularFile: "\(path) is not a regular file"
        case let .fileOfAnotherUser(uid): "\(path) belongs to another user (uid \(uid)), so it is not read"
        case let .tooLarge(mebibytes, limit):
            "\(path) cannot be read: it is \(mebibytes) MiB, more than a session can be (\(limit) MiB)"
        case let .grewWhileRead(limit): "\(path) cannot be read: it grew past \(limit) MiB while being read"
        case .fileNotWritable: "\(path) is not writable"
        case .cannotCreateFile: "cannot create a file in \(path)"
        case .cannotSetMode: "cannot set the mode of \(path)"
        case .cannotWrite: "cannot write \(path)"
        case .cannotFlush: "cannot flush \(path) to the disk"
        case .cannotReplace: "cannot replace \(path)"
        case .cannotFlushFolder: "cannot flush the folder \(path) to the disk"
        }
    }
}
