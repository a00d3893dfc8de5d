import Foundation

/// The file-system calls a change to the state file makes, all inside the state file's folder
/// (given as an open descriptor): the seam where tests record them, to rebuild every state a
/// crash could leave. Each returns as its system call does (a descriptor or -1, 0 or -1, with
/// `errno` set).
public protocol StateFileSystem {
    /// `openat(folder, name, flags, mode)`.
    func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32
    /// Writes all of `bytes` at the descriptor's position, retrying short writes; `false` with
    /// `errno` set when one fails.
    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool
    /// `fsync(descriptor)`: the file's data and size reach the disk.
    func synchronize(_ descriptor: Int32) -> Int32
    /// `close(descriptor)`.
    func close(_ descriptor: Int32) -> Int32
    /// Exchanges two names atomically (`renameat2` with `RENAME_EXCHANGE`); `false` when
    /// either is missing or the file system cannot.
    func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool
    /// `renameat(folder, name, folder, destination)`.
    func rename(_ name: String, to destination: String, in folder: Int32) -> Int32
    /// `unlinkat(folder, name, 0)`.
    func unlink(_ name: String, in folder: Int32) -> Int32
}
