import Foundation

/// Writes a file `App tokens migrate` produces: only where a regular file or nothing is, and
/// by replacing it whole. A symbolic link would have its target overwritten, a named pipe
/// would block until some other process read it, a device would be written through: each is
/// refused with the reason, before anything is written.
enum TokenOutputFile {
    /// Why `path` must not be written, or nil when it names a regular file or nothing yet.
    static func refusal(for path: String) -> String? {
        refusal(for: path, expecting: S_IFREG)
    }

    /// Why `path` cannot be the output folder, or nil when it is a folder or nothing yet.
    static func folderRefusal(for path: String) -> String? {
        refusal(for: path, expecting: S_IFDIR)
    }

    private static func refusal(for path: String, expecting kind: mode_t) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        var status = stat()
        // lstat judges a symbolic link itself, never what it points at.
        guard lstat(path, &status) == 0 else { return nil }
        let found = status.st_mode & S_IFMT
        guard found != kind else { return nil }
        switch found {
        case S_IFLNK: return "it is a symbolic link; give the path itself"
        case S_IFDIR: return "it is a folder, expected a file"
        case S_IFREG: return "it is a file, expected a folder"
        case S_IFIFO: return "it is a named pipe, which would block; give a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device"
        case S_IFSOCK: return "it is a socket"
        default: return "it is neither a regular file nor a folder"
        }
    }

    /// Writes `data` to a new file beside `path`, then renames it to `path`.
    ///
    /// - Returns: Why it could not be written, or nil.
    static func write(_ data: Data, to path: String) -> String? {
        if let refusal = refusal(for: path) { return refusal }
        let folder = (path as NSString).deletingLastPathComponent
        let spare =
            (folder.isEmpty ? "" : folder + "/") + ".\((path as NSString).lastPathComponent).\(UUID().uuidString)"
        let descriptor = open(spare, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return systemReason() }
        let bytes = [UInt8](data)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = systemReason()
                close(descriptor)
                unlink(spare)
                return reason
            }
            written += count
        }
        close(descriptor)
        guard rename(spare, path) == 0 else {
            let reason = systemReason()
            unlink(spare)
            return reason
        }
        return nil
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
