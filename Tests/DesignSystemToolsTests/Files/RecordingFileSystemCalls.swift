import CommandLineKit
import Foundation

/// The real system calls, each one's name recorded in order (`write`, `synchronize`,
/// `rename`...), with a hook run before a chosen call and calls that can be made to fail.
final class RecordingFileSystemCalls: FileSystemCalls {
    private let real = PosixFileSystemCalls()
    private(set) var calls: [String] = []
    /// Run before each call, with its name.
    var before: (String) -> Void = { _ in }
    /// Calls that fail (with EIO) instead of being made.
    var failing: Set<String> = []
    /// When set, `status(of descriptor:)` reports this owner, as if the new file had been
    /// created by someone other than the file's owner.
    var reportedOwner: uid_t?

    private func record(_ name: String) -> Bool {
        before(name)
        calls.append(name)
        if failing.contains(name) {
            errno = EIO
            return false
        }
        return true
    }

    func status(of path: String, followingLinks: Bool) -> stat? {
        guard record("status") else { return nil }
        return real.status(of: path, followingLinks: followingLinks)
    }

    func status(of descriptor: Int32) -> stat? {
        guard record("statusOfDescriptor"), var status = real.status(of: descriptor) else { return nil }
        if let reportedOwner { status.st_uid = reportedOwner }
        return status
    }

    func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 {
        guard record("open") else { return -1 }
        return real.open(path, flags: flags, mode: mode)
    }

    func readAll(_ descriptor: Int32) -> [UInt8]? {
        guard record("readAll") else { return nil }
        return real.readAll(descriptor)
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        record("write") && real.write(bytes, to: descriptor)
    }

    func changeOwner(of descriptor: Int32, to owner: uid_t, group: gid_t) -> Bool {
        record("changeOwner") && real.changeOwner(of: descriptor, to: owner, group: group)
    }

    func changePermissions(of descriptor: Int32, to permissions: mode_t) -> Bool {
        record("changePermissions") && real.changePermissions(of: descriptor, to: permissions)
    }

    func synchronize(_ descriptor: Int32) -> Bool {
        record("synchronize") && real.synchronize(descriptor)
    }

    func close(_ descriptor: Int32) {
        _ = record("close")
        real.close(descriptor)
    }

    func rename(_ source: String, to destination: String) -> Bool {
        record("rename") && real.rename(source, to: destination)
    }

    func unlink(_ path: String) {
        _ = record("unlink")
        real.unlink(path)
    }
}
