import Foundation
import HeadlessDefaults
import Synchronization

/// The real calls, except that once `isFull` every write fails as on a full disk (`ENOSPC`).
final class FullDiskFileSystem: StateFileSystem, Sendable {
    private let full = Mutex(false)
    private let real = PosixStateFileSystem()

    /// Whether writes fail.
    var isFull: Bool {
        get { full.withLock { $0 } }
        set { full.withLock { $0 = newValue } }
    }

    func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32 {
        real.open(name, in: folder, flags: flags, mode: mode)
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        guard !isFull else {
            errno = ENOSPC
            return false
        }
        return real.write(bytes, to: descriptor)
    }

    func synchronize(_ descriptor: Int32) -> Int32 { real.synchronize(descriptor) }
    func close(_ descriptor: Int32) -> Int32 { real.close(descriptor) }
    func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        real.exchange(first, second, in: folder)
    }
    func rename(_ name: String, to destination: String, in folder: Int32) -> Int32 {
        real.rename(name, to: destination, in: folder)
    }
    func unlink(_ name: String, in folder: Int32) -> Int32 { real.unlink(name, in: folder) }
}
