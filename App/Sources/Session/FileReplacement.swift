import Foundation

/// Replaces a file whole: the new contents go to another file beside it, readable by its owner
/// only, which then takes the old one's name in one atomic rename. The name always points at a
/// complete file, old or new; a reader that opened the old file keeps reading the old contents;
/// and a crash mid-write leaves the old file as it was.
///
/// The file beside it is reused: after each replacement the old file is emptied and kept under
/// a hidden name (`.<name>.spare`) for the next write, unless someone still has it open, in
/// which case it is only unlinked and its reader keeps it whole. Creating a new file for every
/// write would cost more than the write itself on ext4 without a journal, which skips every
/// inode freed in the last minutes when it allocates one: after a few thousand files were
/// deleted (a test run), each new file cost about 465 µs here against 28 µs on a quiet disk,
/// while rewriting the spare stays at about 25 µs either way.
///
/// Every app process replacing files of one folder takes turns under the folder's lock (see
/// `StateFolder`): the spare is chosen, written, exchanged and emptied by one of them at a time.
nonisolated struct FileReplacement {
    /// The file replaced.
    let target: String
    /// The folder it is in, where the new file is written so that a rename can move it.
    let folder: String
    /// The file's name in its folder.
    private let name: String
    /// The hidden name of the emptied previous file, kept for the next write.
    let spareName: String
    /// Hidden temporary names start with this; a random suffix follows.
    private let temporaryPrefix: String

    /// Replaces the file at `url`. The paths are worked out once here: URL's path operations
    /// cost more than the rest of a small write.
    init(_ url: URL) {
        target = url.path
        folder = url.deletingLastPathComponent().path
        name = url.lastPathComponent
        spareName = "." + name + ".spare"
        temporaryPrefix = "." + name + "."
    }

    /// Replaces the file with `bytes`, mode 0600, holding the folder's lock (see `StateFolder`)
    /// from the choice of the file to write to the end, so that no other app process moves a
    /// file of this folder in between.
    func replace(with bytes: [UInt8]) throws(StateFileError) {
        let folder = try StateFolder(opening: folder, creatingIt: false)
        defer { folder.release() }
        try folder.withExclusiveLock { () throws(StateFileError) in try replace(with: bytes, in: folder) }
    }

    private func replace(with bytes: [UInt8], in folder: StateFolder) throws(StateFileError) {
        let (descriptor, written) = try openFileToWrite(in: folder)
        // The mode given to open is narrowed by the umask, never widened; set it exactly.
        var failed =
            fchmod(descriptor, 0o600) == 0
            ? nil : StateFileError.system("cannot set the mode of \(folder.path(of: written))")
        // A spare left by a write that stopped before its rename may hold more bytes than these.
        if failed == nil, !Self.writeAll(bytes, to: descriptor) || ftruncate(descriptor, off_t(bytes.count)) != 0 {
            failed = .system("cannot write \(folder.path(of: written))")
        }
        if close(descriptor) != 0, failed == nil { failed = .system("cannot write \(folder.path(of: written))") }
        if failed == nil {
            switch swap(written, in: folder) {
            case .exchanged: retire(written, in: folder)
            case .renamed: break
            case .failed: failed = .system("cannot replace \(target)")
            }
        }
        if let failed {
            unlinkat(folder.descriptor, written, 0)
            throw failed
        }
    }

    /// The spare, when it is a private file nobody else has open; otherwise a new file under a
    /// name nothing uses (O_EXCL: a name another writer, or a crashed one, left is never reused).
    private func openFileToWrite(in folder: StateFolder) throws(StateFileError) -> (descriptor: Int32, name: String) {
        if let descriptor = Self.openUnshared(spareName, in: folder) { return (descriptor, spareName) }
        for _ in 0..<8 {
            let temporary = temporaryPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = openat(
                folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw .system("cannot create a file in \(folder.path)")
    }

    /// The old file, now under the name `written` after the exchange: emptied and kept as the
    /// spare when it is a private file nobody has open, otherwise unlinked, so a reader holding
    /// it, or another name linked to it, keeps its contents whole, and no name of this folder
    /// keeps a session that was replaced.
    private func retire(_ written: String, in folder: StateFolder) {
        guard let descriptor = Self.openUnshared(written, in: folder) else {
            unlinkat(folder.descriptor, written, 0)
            return
        }
        let emptied = ftruncate(descriptor, 0) == 0
        close(descriptor)
        if !emptied || (written != spareName && renameat(folder.descriptor, written, folder.descriptor, spareName) != 0)
        {
            unlinkat(folder.descriptor, written, 0)
        }
    }

    /// Opens `name` for writing when it is a regular file of this user's with no other name,
    /// and no descriptor but this one has it open.
    private static func openUnshared(_ name: String, in folder: StateFolder) -> Int32? {
        let descriptor = openat(folder.descriptor, name, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        let isPrivate =
            fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_nlink == 1
            && status.st_uid == geteuid()
        guard isPrivate, WriteLease.isSoleOpening(descriptor) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// How the new file took the target's name.
    private enum Swap {
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
    /// data first, which costs 0.4-4 ms on a busy disk against about 50 µs for the exchange.
    /// What the flush buys is survival of a power cut in the seconds before the kernel writes
    /// the data back; after one, the file can come back empty, and an empty file is moved aside
    /// with the notice like any unreadable one. Crashes of the app itself lose nothing either way.
    private func swap(_ written: String, in folder: StateFolder) -> Swap {
        if FolderRename.exchange(written, name, in: folder.descriptor) { return .exchanged }
        // No file to exchange with yet, or a file system or kernel without the exchange.
        return renameat(folder.descriptor, written, folder.descriptor, name) == 0 ? .renamed : .failed
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let result = write(descriptor, start + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
    }
}
