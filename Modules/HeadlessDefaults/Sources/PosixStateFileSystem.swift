import Foundation

/// The real calls: what `StateFileSystem` stands for outside tests.
public struct PosixStateFileSystem: StateFileSystem, Sendable {
    /// The real calls.
    public init() {}

    /// `openat(2)`.
    public func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32 {
        openat(folder, name, flags, mode)
    }

    /// Writes all of `bytes`, retrying short writes; `false` on an error.
    public func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let result = Glibc.write(descriptor, start + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
    }
    /// `fsync(2)`.
    public func synchronize(_ descriptor: Int32) -> Int32 {
        fsync(descriptor)
    }

    /// `close(2)`.
    public func close(_ descriptor: Int32) -> Int32 {
        Glibc.close(descriptor)
    }

    /// Swaps two names in one step (`renameat2` with `RENAME_EXCHANGE`); `false` where the file system cannot.
    public func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        FolderRename.exchange(first, second, in: folder)
    }

    /// `renameat(2)`.
    public func rename(_ name: String, to destination: String, in folder: Int32) -> Int32 {
        renameat(folder, name, folder, destination)
    }

    /// `unlinkat(2)`.
    public func unlink(_ name: String, in folder: Int32) -> Int32 {
        unlinkat(folder, name, 0)
    }
}
