import Foundation

/// The folder of a state file, opened once for one read or one write: every file in it is
/// reached relative to this descriptor, and an advisory lock on it (`flock`) makes the reads
/// and writes of every app process on the folder's state files take turns. Without the lock,
/// two processes replacing one file exchange each other's spare files by name, and one can
/// publish a spare another has just emptied.
///
/// The lock is advisory: it orders the app's own processes. A program that reads the state
/// file without taking it still only ever opens a whole file, as a rename leaves it.
public struct StateFolder {
    /// The longest wait for another process to let go of the lock. A write or a launch holds it
    /// for microseconds to milliseconds, yet a dozen processes writing in turn on a busy machine
    /// have waited over 3 s for it: a minute leaves that ten times the room, and a lock held for
    /// a minute belongs to a stuck process.
    static let lockTimeout: Duration = .seconds(60)

    /// The folder's path.
    public let path: String
    /// The open folder, which names inside it are resolved against (never through a link).
    public let descriptor: Int32

    /// Opens the folder at `path`; `release()` lets it go.
    ///
    /// - Parameters:
    ///   - creatingIt: First create every missing folder on the way, readable by its owner only
    ///     (the session is personal).
    ///   - owner: When given, the folder must be this user's own and not a symbolic link (the
    ///     default location, which nobody named); its mode is narrowed to 0700 if it was wider.
    public init(opening path: String, creatingIt: Bool, owner: uid_t? = nil) throws(StateFileError) {
        if creatingIt { try Self.create(path) }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (owner == nil ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let failure = StateFileError.system(.cannotOpenFolder, path: path)
            var status = stat()
            if owner != nil, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                throw StateFileError(.folderIsSymbolicLink, path: path)
            }
            throw failure
        }
        self.path = path
        self.descriptor = descriptor
        if let owner {
            do throws(StateFileError) {
                try requireOwned(by: owner)
            } catch {
                release()
                throw error
            }
        }
    }

    /// Refuses a folder another user owns; narrows this user's own to 0700.
    private func requireOwned(by owner: uid_t) throws(StateFileError) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw StateFileError.system(.cannotInspectFolder, path: path) }
        guard status.st_uid == owner else {
            throw StateFileError(.folderOfAnotherUser(uid: status.st_uid), path: path)
        }
        if status.st_mode & 0o077 != 0, fchmod(descriptor, 0o700) != 0 {
            throw StateFileError.system(.cannotNarrowFolder, path: path)
        }
    }

    /// Creates the missing folders of `path`, each 0700. One `mkdir` per component: bounded by
    /// the path's length.
    private static func create(_ path: String) throws(StateFileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw StateFileError.system(.cannotCreateFolder, path: prefix)
            }
        }
    }

    /// The path of `name` in this folder, for messages.
    public func path(of name: String) -> String {
        path + "/" + name
    }

    /// Lets the folder go, and with it any lock still held.
    public func release() {
        close(descriptor)
    }

    /// Runs `body` holding the folder's exclusive lock, waiting at most `lockTimeout` for it.
    public func withExclusiveLock<Value>(_ body: () throws(StateFileError) -> Value) throws(StateFileError) -> Value {
        try lock()
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func lock() throws(StateFileError) {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        let clock = ContinuousClock()
        let deadline = clock.now + Self.lockTimeout
        var pause = 50
        // Bounded by the deadline; the pause doubles up to 5 ms, so a long wait costs little CPU.
        while true {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw StateFileError.system(.cannotLockFolder, path: path)
            }
            guard clock.now < deadline else {
                throw StateFileError(.lockHeld(seconds: Int(Self.lockTimeout.components.seconds)), path: path)
            }
            usleep(useconds_t(pause))
            pause = min(pause * 2, 5_000)
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        }
    }
}
