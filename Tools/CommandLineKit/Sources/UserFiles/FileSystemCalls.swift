import Foundation

/// The system calls that reading and replacing a person's file make, one method each, so
/// that a test can watch their order or make one of them fail. `PosixFileSystemCalls` makes
/// them for real.
public protocol FileSystemCalls {
    /// `stat`, or `lstat` when `followingLinks` is false; nil with `errno` set on failure.
    func status(of path: String, followingLinks: Bool) -> stat?
    /// `fstat`; nil with `errno` set on failure.
    func status(of descriptor: Int32) -> stat?
    /// `open`; a negative value with `errno` set on failure.
    func open(_ path: String, flags: Int32, mode: mode_t) -> Int32
    /// Every byte left to read from `descriptor`, or nil with `errno` set on failure.
    func readAll(_ descriptor: Int32) -> [UInt8]?
    /// Writes every byte of `bytes`; false with `errno` set on failure.
    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool
    /// `fchown`; false with `errno` set on failure.
    func changeOwner(of descriptor: Int32, to owner: uid_t, group: gid_t) -> Bool
    /// `fchmod`; false with `errno` set on failure.
    func changePermissions(of descriptor: Int32, to permissions: mode_t) -> Bool
    /// `fsync`; false with `errno` set on failure.
    func synchronize(_ descriptor: Int32) -> Bool
    /// `close`.
    func close(_ descriptor: Int32)
    /// `rename`; false with `errno` set on failure.
    func rename(_ source: String, to destination: String) -> Bool
    /// `unlink`.
    func unlink(_ path: String)
}
