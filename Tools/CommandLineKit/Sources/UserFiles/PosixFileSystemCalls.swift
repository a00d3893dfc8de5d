import Foundation

/// The calls of `FileSystemCalls`, made on the real file system.
public struct PosixFileSystemCalls: FileSystemCalls, Sendable {
    /// The real file system.
    public init() {}

    /// `stat` or `lstat`.
    public func status(of path: String, followingLinks: Bool) -> stat? {
        var status = stat()
        let flags = followingLinks ? 0 : AT_SYMLINK_NOFOLLOW
        return fstatat(AT_FDCWD, path, &status, flags) == 0 ? status : nil
    }

    /// `fstat`.
    public func status(of descriptor: Int32) -> stat? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    /// `open`, retried when a signal interrupts it.
    public func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 {
        while true {
            let descriptor = Foundation.open(path, flags, mode)
            if descriptor >= 0 || errno != EINTR { return descriptor }
        }
    }

    /// Reads in 64 KiB steps until the end of the file.
    public func readAll(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes += chunk[0..<count]
        }
    }

    /// Writes until every byte is written: `write` may take fewer than it was given.
    public func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// `fchown`.
    public func changeOwner(of descriptor: Int32, to owner: uid_t, group: gid_t) -> Bool {
        fchown(descriptor, owner, group) == 0
    }

    /// `fchmod`.
    public func changePermissions(of descriptor: Int32, to permissions: mode_t) -> Bool {
        fchmod(descriptor, permissions) == 0
    }

    /// `fsync`.
    public func synchronize(_ descriptor: Int32) -> Bool {
        fsync(descriptor) == 0
    }

    /// `close`.
    public func close(_ descriptor: Int32) {
        _ = Foundation.close(descriptor)
    }

    /// `rename`.
    public func rename(_ source: String, to destination: String) -> Bool {
        Foundation.rename(source, destination) == 0
    }

    /// `unlink`.
    public func unlink(_ path: String) {
        _ = Foundation.unlink(path)
    }
}
