import Foundation

/// Replaces a file whole: the new contents go to a new file beside it, readable by its owner
/// only, which then takes the old one's name in one atomic exchange. The name always points at a
/// complete file, old or new, and a crash mid-write leaves the old file as it was.
///
/// The old file is unlinked, never emptied or rewritten: a file that has been published under
/// the name keeps its contents until its last reader lets it go. A reader may resolve the name to
/// the old file just before the exchange and open it just after; that open must still find the
/// whole old session (the kernel keeps an unlinked file's data while anyone holds it), where an
/// emptied file would read as nothing. No name of the folder keeps a replaced session.
///
/// Every app process replacing files of one folder takes turns under the folder's lock (see
/// `StateFolder`): the new file is written, exchanged and the old one unlinked by one of them at
/// a time.
///
/// With `Durability.full` the order also survives a power cut: the new file is flushed before
/// it takes the name, and the folder after, so that the name never points at data the disk
/// does not have; only then is the old file unlinked. An old file left by a crash after the
/// exchange is removed at the next launch (see `StateFile.read`).
public struct FileReplacement {
    /// The file replaced.
    let target: String
    /// The folder it is in, where the new file is written so that a rename can move it.
    public let folder: String
    /// The file's name in its folder.
    let name: String
    /// The hidden name under which earlier versions kept an emptied previous file; a launch
    /// removes one left behind.
    let spareName: String
    /// Hidden temporary names start with this and end with `.tmp`; a random part goes between.
    let temporaryPrefix: String
    /// Whether each replacement flushes (see `Durability`).
    public let durability: Durability
    /// The calls it makes.
    let fileSystem: any StateFileSystem

    /// Replaces the file at `url`. The paths are worked out once here: URL's path operations
    /// cost more than the rest of a small write.
    public init(_ url: URL, durability: Durability = .full, fileSystem: any StateFileSystem = PosixStateFileSystem()) {
        target = url.path
        folder = url.deletingLastPathComponent().path
        name = url.lastPathComponent
        spareName = "." + name + ".spare"
        temporaryPrefix = "." + name + "."
        self.durability = durability
        self.fileSystem = fileSystem
    }

    /// Replaces the file with `bytes`, mode 0600, holding the folder's lock (see `StateFolder`)
    /// from the choice of the file to write to the end, so that no other app process moves a
    /// file of this folder in between.
    public func replace(with bytes: [UInt8]) throws(StateFileError) {
        let folder = try StateFolder(opening: folder, creatingIt: false)
        defer { folder.release() }
        try folder.withExclusiveLock { () throws(StateFileError) in try replace(with: bytes, in: folder) }
    }

    private func replace(with bytes: [UInt8], in folder: StateFolder) throws(StateFileError) {
        let (descriptor, written) = try openFileToWrite(in: folder)
        let path = folder.path(of: written)
        // The mode given to open is narrowed by the umask, never widened; set it exactly.
        var failed = fchmod(descriptor, 0o600) == 0 ? nil : StateFileError.system(.cannotSetMode, path: path)
        if failed == nil, !fileSystem.write(bytes, to: descriptor) {
            failed = .system(.cannotWrite, path: path)
        }
        if failed == nil, durability == .full, fileSystem.synchronize(descriptor) != 0 {
            failed = .system(.cannotFlush, path: path)
        }
        if fileSystem.close(descriptor) != 0, failed == nil { failed = .system(.cannotWrite, path: path) }
        if failed == nil {
            switch swap(written, in: folder) {
            case .failed:
                failed = .system(.cannotReplace, path: target)
            case let swapped:
                // The new name reaches the disk before the old file is unlinked: until it does,
                // the old file is what the state file's name points at there.
                if durability == .full, fileSystem.synchronize(folder.descriptor) != 0 {
                    failed = .system(.cannotFlushFolder, path: folder.path)
                    // Undone, so that the file says what the session in memory says.
                    undo(swapped, of: written, in: folder)
                } else if swapped == .exchanged {
                    // The old file, now under the new file's name. Unlinked, not emptied: a
                    // reader that resolved the name just before the exchange still opens it whole.
                    _ = fileSystem.unlink(written, in: folder.descriptor)
                }
            }
        }
        if let failed {
            _ = fileSystem.unlink(written, in: folder.descriptor)
            throw failed
        }
    }

    /// Puts the names back as they were before `swap` gave the target's name to `written`.
    private func undo(_ swapped: Swap, of written: String, in folder: StateFolder) {
        switch swapped {
        case .exchanged: _ = fileSystem.exchange(written, name, in: folder.descriptor)
        case .renamed: _ = fileSystem.rename(name, to: written, in: folder.descriptor)
        case .failed: break
        }
    }

    /// Removes the files a crash (of the app or of the machine) left beside the state file: after
    /// a power cut between the exchange and the unlink, the temporary file is the replaced
    /// session, and a person who logged out must not find it there. A spare that an earlier
    /// version kept goes too. Only this user's regular files are removed, never through a link.
    /// Called with the folder's lock held, at launch.
    public func recover(in folder: StateFolder) {
        // Bounded by the folder's entries, read once.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for leftover in names
        where leftover == spareName || (leftover.hasPrefix(temporaryPrefix) && leftover.hasSuffix(".tmp")) {
            var status = stat()
            guard fstatat(folder.descriptor, leftover, &status, AT_SYMLINK_NOFOLLOW) == 0,
                status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid()
            else { continue }
            _ = fileSystem.unlink(leftover, in: folder.descriptor)
        }
    }

    /// A new file under a name nothing uses (O_EXCL: a name another writer, or a crashed one,
    /// left is never reused).
    private func openFileToWrite(in folder: StateFolder) throws(StateFileError) -> (descriptor: Int32, name: String) {
        for _ in 0..<8 {
            let temporary = temporaryPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = fileSystem.open(
                temporary, in: folder.descriptor, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                mode: 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw .system(.cannotCreateFile, path: folder.path)
    }

    /// How the new file took the target's name.
    private enum Swap: Equatable {
        /// The two names were exchanged: the old file is now under the new file's name.
        case exchanged
        /// The new file was renamed to the target; there was no old file to keep.
        case renamed
        case failed
    }

    /// Puts the file `written` in place of the target in one atomic step.
    ///
    /// Where the target exists, the two names are exchanged. A plain `rename` over an existing
    /// file would do the same, but ext4 (auto_da_alloc) makes that rename flush the new file's
    /// data first, which costs milliseconds on a busy disk against microseconds for the
    /// exchange; with `Durability.full` the flush is explicit instead, and with `relaxed` it is
    /// not wanted.
    private func swap(_ written: String, in folder: StateFolder) -> Swap {
        if fileSystem.exchange(written, name, in: folder.descriptor) { return .exchanged }
        // No file to exchange with yet, or a file system or kernel without the exchange.
        return fileSystem.rename(written, to: name, in: folder.descriptor) == 0 ? .renamed : .failed
    }
}
