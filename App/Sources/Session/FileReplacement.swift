import Foundation

/// Replaces a file whole: the new contents go to a new file beside it, readable by its owner
/// only, which then takes the old one's name in one atomic rename. The name always points at a
/// complete file, old or new; a reader that opened the old file keeps reading the old contents;
/// and a crash mid-write leaves the old file as it was (plus, at worst, a hidden temporary file).
nonisolated struct FileReplacement {
    /// A replacement that did not happen; the old file is untouched.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The file replaced.
    let target: String
    /// The folder it is in, where the new file is written so that a rename can move it.
    private let folder: String
    /// Hidden temporary names start with this; a random suffix follows.
    private let temporaryPrefix: String

    /// Replaces the file at `url`. The paths are worked out once here: URL's path operations
    /// cost more than the rest of a small write.
    init(_ url: URL) {
        target = url.path
        folder = url.deletingLastPathComponent().path
        temporaryPrefix = folder + "/." + url.lastPathComponent + "."
    }

    /// Replaces the file with `data`, mode 0600.
    func replace(with data: Data) throws(Failure) {
        var temporary = ""
        var descriptor: Int32 = -1
        // O_EXCL: a name another writer (or a crashed one) left behind is never reused.
        for _ in 0..<8 where descriptor < 0 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = temporaryPrefix + suffix + ".tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw Self.failure("cannot create a file in \(folder)") }
        // The mode given to open is narrowed by the umask, never widened; set it exactly.
        var failed = fchmod(descriptor, 0o600) == 0 ? nil : Self.failure("cannot set the mode of \(temporary)")
        if failed == nil, !Self.writeAll(data, to: descriptor) {
            failed = Self.failure("cannot write \(temporary)")
        }
        if close(descriptor) != 0, failed == nil { failed = Self.failure("cannot write \(temporary)") }
        if failed == nil, !Self.swap(temporary, into: target) { failed = Self.failure("cannot replace \(target)") }
        if let failed {
            unlink(temporary)
            throw failed
        }
    }

    /// `renameat2`, looked up at run time: the C library declares it, Swift's Glibc module
    /// does not import it.
    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
        ) -> Int32
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 2

    /// Puts the file at `temporary` in place of `target` in one atomic step.
    ///
    /// Where the target exists, the two names are exchanged and the old file, now at the
    /// temporary name, is unlinked. A plain `rename` over an existing file would do the same,
    /// but ext4 (auto_da_alloc) makes that rename flush the new file's data first, which
    /// costs 0.4-4 ms on a busy disk against about 50 µs for the exchange. What the flush buys
    /// is survival of a power cut in the seconds before the kernel writes the data back; after
    /// one, the file can come back empty, and an empty file is moved aside with the notice
    /// like any unreadable one. Crashes of the app itself lose nothing either way.
    private static func swap(_ temporary: String, into target: String) -> Bool {
        if let renameAt2, renameAt2(AT_FDCWD, temporary, AT_FDCWD, target, exchangeFlag) == 0 {
            // The old session, now under the temporary name; readers that opened it keep it.
            unlink(temporary)
            return true
        }
        // No file to exchange with yet, or a file system or kernel without the exchange.
        return rename(temporary, target) == 0
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
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

    /// A failure naming `what` went wrong and the system's reason (read from `errno` now).
    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
