import Foundation
import HeadlessDefaults

/// Where the session is persisted: a property-list file the store reads once at launch and
/// replaces whole on every change. Reads and writes hold the folder's lock (see `StateFolder`),
/// so app processes sharing the file take turns and each reads a whole session.
///
/// The file is never followed through a symbolic link, never read when another user owns it,
/// and never widened: what is kept of an unreadable file is owner-only.
public struct StateFile {
    /// What opening the file found.
    public enum Condition: Equatable {
        /// Missing (a fresh start, the empty session) or a readable session.
        case usable(SessionState)
        /// Unreadable content that was moved aside, owner-only; the session starts logged out.
        case movedAside(to: String, reason: SessionContentProblem)
        /// Unreadable content whose session said logged out: it belonged to nobody any more and
        /// was removed rather than kept; the session starts logged out.
        case removed(reason: SessionContentProblem)
        /// The location cannot be used at all; the session lives in memory only.
        case unusable(reason: StateFileReason)
    }

    /// The largest state file read. A session with 100,000 bookmarks is about 10 MiB as binary
    /// and 25 MiB as XML; a larger file is not a session.
    static let maximumSize = 256 * 1_048_576

    /// The state file.
    public let fileURL: URL
    /// How each write replaces it.
    private let replacement: FileReplacement
    /// The calls that open the file to read it and replace it.
    private let fileSystem: any StateFileSystem
    /// Whether each write flushes to survive a power cut.
    var durability: Durability { replacement.durability }
    /// The user the file must belong to: this process's.
    private let owner: uid_t
    /// Whether the folder must be this user's alone (the default location), rather than any
    /// folder the person named.
    private let needsPrivateFolder: Bool

    /// A state file at `path` (relative paths are resolved against the working directory);
    /// `.plist` is added when missing, as the UserDefaults-based store of earlier builds did,
    /// so scripts that name `--state /tmp/session` keep finding `/tmp/session.plist`.
    ///
    /// - Parameters:
    ///   - owner: The user the file must belong to; this process's effective user.
    ///   - needsPrivateFolder: Refuse a folder that is a symbolic link or another user's, and
    ///     narrow its mode to 0700 (the default location).
    ///   - durability: Whether each write flushes to survive a power cut (see `Durability`).
    ///   - fileSystem: The calls reads and writes make; tests record and count them.
    public init(
        path: String, workingDirectory: String = FileManager.default.currentDirectoryPath, owner: uid_t = geteuid(),
        needsPrivateFolder: Bool = false, durability: Durability = .full,
        fileSystem: any StateFileSystem = PosixStateFileSystem()
    ) {
        let base = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL
        fileURL = base.pathExtension == "plist" ? base : base.appendingPathExtension("plist")
        replacement = FileReplacement(fileURL, durability: durability, fileSystem: fileSystem)
        self.fileSystem = fileSystem
        self.owner = owner
        self.needsPrivateFolder = needsPrivateFolder
    }

    /// The default location of the session of the app `bundleIdentifier` names: `state.plist` in
    /// a folder of its own named by it, in the user's state folder (`$XDG_STATE_HOME`, else
    /// `~/.local/state`); `nil` when the environment names no home folder.
    public static func defaultLocation(
        bundleIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        durability: Durability = .full, fileSystem: any StateFileSystem = PosixStateFileSystem()
    ) -> StateFile? {
        guard let home = StateHome.folder(environment: environment) else { return nil }
        return StateFile(
            path: home + "/" + bundleIdentifier + "/state.plist", needsPrivateFolder: true,
            durability: durability, fileSystem: fileSystem)
    }

    /// Reads the session. A file that cannot be read is moved aside, owner-only, or removed
    /// when what can still be read of it says logged out. What a crash left beside it (a
    /// temporary file still holding a replaced session) is removed first.
    public func read(now: Date = Date()) -> Condition {
        let folder: StateFolder
        do {
            folder = try StateFolder(
                opening: replacement.folder, creatingIt: true, owner: needsPrivateFolder ? owner : nil)
        } catch {
            return .unusable(reason: .file(error))
        }
        defer { folder.release() }
        do {
            return try folder.withExclusiveLock { () throws(StateFileError) in
                replacement.recover(in: folder)
                return read(in: folder, now: now)
            }
        } catch {
            return .unusable(reason: .file(error))
        }
    }

    /// Replaces the file with `state`: written to another file beside it, readable by its owner
    /// only, then renamed over it, so the file on disk is always the old session or the new
    /// one, whole, and a reader that opened the old file keeps reading the old session.
    public func write(_ state: SessionState) throws(StateFileError) {
        try replacement.replace(with: SessionPropertyList.encode(state))
    }

    private var name: String { fileURL.lastPathComponent }

    private func read(in folder: StateFolder, now: Date) -> Condition {
        let path = fileURL.path
        // Non-blocking, so that a FIFO in the file's place is refused instead of waited on.
        let descriptor = fileSystem.open(
            name, in: folder.descriptor, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode: 0)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT:
                return writable(folder) ? .usable(.empty) : .unusable(.folderNotWritable, path: folder.path)
            case ELOOP:
                return .unusable(.fileIsSymbolicLink, path: path)
            default:
                return .unusable(reason: .file(.system(.cannotRead, path: path)))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .unusable(reason: .file(.system(.cannotRead, path: path)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unusable(.isDirectory, path: path)
        default: return .unusable(.notRegularFile, path: path)
        }
        guard status.st_uid == owner else { return .unusable(.fileOfAnotherUser(uid: status.st_uid), path: path) }
        let data: Data
        switch Self.contents(of: descriptor, size: Int(status.st_size), path: path) {
        case let .success(contents): data = contents
        case let .failure(error): return .unusable(reason: .file(error))
        }
        let state: SessionState
        do {
            state = try SessionPropertyList.decode(data)
        } catch {
            return setAside(descriptor, in: folder, data: data, reason: error, now: now)
        }
        // A file made read-only says "do not change this"; and each write renames another file
        // into the folder, so the folder must be writable as well.
        guard faccessat(folder.descriptor, name, W_OK, 0) == 0 else { return .unusable(.fileNotWritable, path: path) }
        guard writable(folder) else { return .unusable(.folderNotWritable, path: folder.path) }
        return .usable(state)
    }

    private func writable(_ folder: StateFolder) -> Bool {
        access(folder.path, W_OK) == 0
    }

    /// What the descriptor's file holds, read to its end, or why it cannot be.
    private static func contents(of descriptor: Int32, size: Int, path: String) -> Result<Data, StateFileError> {
        let limit = maximumSize / 1_048_576
        guard size <= maximumSize else {
            return .failure(StateFileError(.tooLarge(mebibytes: size / 1_048_576, limit: limit), path: path))
        }
        var data = Data(count: size + 1)
        var count = 0
        // Bounded: each turn reads at least a byte, and reading stops past the largest size.
        while count <= maximumSize {
            if count == data.count { data.count += max(count, 4_096) }
            let result = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.system(.cannotRead, path: path))
            }
            if result == 0 {
                data.count = count
                return .success(data)
            }
            count += result
        }
        return .failure(StateFileError(.grewWhileRead(limit: limit), path: path))
    }

    /// Sets an unreadable file aside: removed when what can be read of it says logged out (it
    /// belongs to nobody), otherwise made owner-only and moved to a name nothing else uses.
    private func setAside(
        _ descriptor: Int32, in folder: StateFolder, data: Data, reason: SessionContentProblem, now: Date
    )
        -> Condition
    {
        let path = fileURL.path
        if SessionPropertyList.saysLoggedOut(data) {
            guard unlinkat(folder.descriptor, name, 0) == 0 else {
                return .unusable(reason: .notSetAside(reason, path: path, step: .removing))
            }
            return .removed(reason: reason)
        }
        // It holds whatever the person's session held: owner-only before it takes a name nothing
        // will ever write over. The descriptor is the file read, never a link's target.
        guard fchmod(descriptor, 0o600) == 0 else {
            return .unusable(reason: .notSetAside(reason, path: path, step: .narrowing))
        }
        let stamp = Int(now.timeIntervalSince1970)
        // Bounded: a hundred names taken by earlier files set aside in the same second is plenty.
        for attempt in 1...100 {
            let destination = name + ".corrupt-\(stamp)" + (attempt == 1 ? "" : "-\(attempt)")
            if FolderRename.move(name, toUnused: destination, in: folder.descriptor) {
                return .movedAside(to: folder.path(of: destination), reason: reason)
            }
            guard errno == EEXIST else { break }
        }
        return .unusable(reason: .notSetAside(reason, path: path, step: .moving))
    }
}

extension StateFile.Condition {
    /// The location cannot be used: `problem` about `path`, no system call having failed.
    fileprivate static func unusable(_ problem: StateFileProblem, path: String) -> Self {
        .unusable(reason: .file(StateFileError(problem, path: path)))
    }
}
