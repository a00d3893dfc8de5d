import Foundation

/// Replaces a file a person owns (a token file `App tokens migrate --write` rewrites, a report
/// or an output file a command was asked to write) whole, so that nothing about it changes
/// but its text. Every command that rewrites a person's file goes through it.
///
/// - Only a regular file with one name is replaced. A symbolic link is refused, never
///   followed (its target may be anywhere); a named pipe, a device or a folder are refused
///   with what they are; a file with several names (hard links) is refused, because a new
///   file under one name would leave the others with the old text.
/// - Its permissions, owner and group are kept: the new file is written owner-only, given
///   the old file's owner and group, then its permissions (in that order: changing the owner
///   clears the set-id bits).
/// - A file that changed since it was read (another size, time or inode, or other bytes) is
///   not replaced: the edit made meanwhile would be lost. It is checked before anything is
///   written and again just before the rename, after the slow part.
/// - The new text goes to a new file beside it, which is flushed to the disk before it takes
///   the name in one rename, and the folder is flushed after: a reader sees the old file or
///   the new one, never a part, and a power cut leaves one of the two whole.
public struct UserFileReplacement {
    /// The system calls it makes.
    let calls: any FileSystemCalls

    /// Replaces files through `calls`.
    public init(calls: any FileSystemCalls = PosixFileSystemCalls()) {
        self.calls = calls
    }

    /// Why the file at `path` must not be replaced, or nil when it is a regular file with
    /// one name or nothing is there yet. A command that writes several files asks this of
    /// every one before it writes any.
    public func refusal(toReplace path: String) -> String? {
        do {
            _ = try look(at: path)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Replaces the file `original` was read from with `bytes`, when it is still as it was.
    ///
    /// - Throws: `FileAccessError` when the file is refused, changed since it was read, or
    ///   cannot be written; the file is then left as it was.
    public func replace(_ original: InputFile, with bytes: [UInt8]) throws(FileAccessError) {
        guard let found = try look(at: original.path) else {
            throw FileAccessError(path: original.path, reason: Self.removedReason)
        }
        try expectUnchanged(original, found: found)
        try write(bytes, to: original.path, keeping: found) { () throws(FileAccessError) in
            guard let now = try look(at: original.path) else {
                throw FileAccessError(path: original.path, reason: Self.removedReason)
            }
            try expectUnchanged(original, found: now)
        }
    }

    /// Writes `bytes` to `path`: a new file there, or the replacement of the regular file
    /// there, its permissions, owner and group kept.
    ///
    /// - Throws: `FileAccessError` when the path is refused or cannot be written.
    public func write(_ bytes: [UInt8], to path: String) throws(FileAccessError) {
        let found = try look(at: path)
        try write(bytes, to: path, keeping: found) { () throws(FileAccessError) in
            let now = try look(at: path)
            guard now?.device == found?.device, now?.inode == found?.inode else {
                throw FileAccessError(path: path, reason: Self.changedReason)
            }
        }
    }

    // MARK: - Steps

    static let changedReason =
        "it changed since it was read (it was edited or replaced while the command ran); "
        + "it was left as it is: run the command again"
    static let removedReason = "it was removed since it was read; nothing was written"

    /// The file at `path` as `lstat` sees it, or nil when nothing is there.
    ///
    /// - Throws: Why it must not be replaced.
    private func look(at path: String) throws(FileAccessError) -> FileVersion? {
        guard !path.isEmpty else { throw FileAccessError(path: path, reason: "the path is empty") }
        guard let status = calls.status(of: path, followingLinks: false) else {
            if errno == ENOENT { return nil }
            throw FileAccessError(path: path, reason: InputFile.reason(for: errno))
        }
        let version = FileVersion(status)
        if let refusal = version.kind.refusal { throw FileAccessError(path: path, reason: refusal) }
        guard version.linkCount == 1 else {
            throw FileAccessError(
                path: path,
                reason: "it has \(version.linkCount) names (hard links); a new file under this one would leave "
                    + "the others with the old text: write the result elsewhere (--output) and copy it over")
        }
        return version
    }

    /// Throws unless `found` is the file `original` was read from, with the same bytes.
    private func expectUnchanged(_ original: InputFile, found: FileVersion) throws(FileAccessError) {
        guard found.isSameContentsVersion(as: original.version) else {
            throw FileAccessError(path: original.path, reason: Self.changedReason)
        }
        // An edit that kept the size within one tick of the file system's clock leaves the
        // same time: the bytes say what the time cannot.
        let descriptor = calls.open(original.path, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode: 0)
        guard descriptor >= 0 else {
            throw FileAccessError(path: original.path, reason: InputFile.reason(for: errno))
        }
        defer { calls.close(descriptor) }
        guard calls.readAll(descriptor) == original.bytes else {
            throw FileAccessError(path: original.path, reason: Self.changedReason)
        }
    }

    /// Writes `bytes` to a new file beside `path`, gives it the owner, group and permissions
    /// of `existing`, flushes it, runs `lastCheck`, renames it to `path` and flushes the folder.
    private func write(
        _ bytes: [UInt8], to path: String, keeping existing: FileVersion?,
        lastCheck: () throws(FileAccessError) -> Void
    ) throws(FileAccessError) {
        let (descriptor, temporary) = try createTemporary(beside: path, privately: existing != nil)
        var open = true
        do throws(FileAccessError) {
            guard calls.write(bytes, to: descriptor) else { throw failure(path, "cannot write") }
            if let existing { try keepOwnerAndPermissions(of: existing, on: descriptor, path: path) }
            guard calls.synchronize(descriptor) else { throw failure(path, "cannot flush to the disk") }
            calls.close(descriptor)
            open = false
            try lastCheck()
            guard calls.rename(temporary, to: path) else { throw failure(path, "cannot rename the new file over") }
        } catch {
            if open { calls.close(descriptor) }
            calls.unlink(temporary)
            throw error
        }
        synchronizeFolder(of: path)
    }

    /// A new file beside `path` under a hidden name nothing uses, owner-only when `privately`
    /// (it takes the old file's permissions later), else with the permissions any new file
    /// gets (0666 less the umask).
    private func createTemporary(beside path: String, privately: Bool) throws(FileAccessError) -> (Int32, String) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        for _ in 0..<8 {
            let temporary =
                (folder.isEmpty ? "" : folder + "/") + "." + name + "."
                + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = calls.open(
                temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: privately ? 0o600 : 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw failure(path, "cannot create a file beside it")
    }

    private func keepOwnerAndPermissions(of existing: FileVersion, on descriptor: Int32, path: String)
        throws(FileAccessError)
    {
        guard let written = calls.status(of: descriptor) else { throw failure(path, "cannot read back the new file") }
        if written.st_uid != existing.owner || written.st_gid != existing.group {
            guard calls.changeOwner(of: descriptor, to: existing.owner, group: existing.group) else {
                throw FileAccessError(
                    path: path,
                    reason: "cannot keep its owner and group (user \(existing.owner), group \(existing.group)): "
                        + (String(cString: strerror(errno)).lowercased())
                        + "; it was left as it is: run the command as its owner")
            }
        }
        guard calls.changePermissions(of: descriptor, to: existing.permissions) else {
            throw failure(path, "cannot keep its permissions")
        }
    }

    /// Flushes the folder holding `path`, so that the new name is on the disk. Some file
    /// systems refuse to flush a folder; the file is replaced either way, so that is no error.
    private func synchronizeFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = calls.open(folder.isEmpty ? "." : folder, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC, mode: 0)
        guard descriptor >= 0 else { return }
        _ = calls.synchronize(descriptor)
        calls.close(descriptor)
    }

    private func failure(_ path: String, _ what: String) -> FileAccessError {
        FileAccessError(
            path: path, reason: what + ": " + String(cString: strerror(errno)).lowercased() + "; it was left as it is")
    }
}
