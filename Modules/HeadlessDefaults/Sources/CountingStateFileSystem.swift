import Foundation
import Synchronization

/// The real calls, counted: how many times a run of the app read its state file, how many files
/// it wrote in place of it and how many flushes those cost. Benchmarks print the counts beside
/// their times, and tests prove with them that only a change to the session writes the file.
public final class CountingStateFileSystem: StateFileSystem, Sendable {
    private struct Counts {
        var reads = 0
        var writes = 0
        var flushes = 0
    }

    private let real = PosixStateFileSystem()
    private let counts = Mutex(Counts())

    /// Counts nothing yet.
    public init() {}

    /// The times a file was opened to be read so far: once for each launch on a state file.
    public var reads: Int { counts.withLock { $0.reads } }

    /// The files written so far: one for each replacement of a state file.
    public var writes: Int { counts.withLock { $0.writes } }

    /// The flushes so far (`fsync` of a file or of its folder): two for each replacement with
    /// `Durability.full`, none with `relaxed`.
    public var flushes: Int { counts.withLock { $0.flushes } }

    /// `openat(2)`, counted as a read when it opens for reading only.
    public func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32 {
        if flags & O_ACCMODE == O_RDONLY { counts.withLock { $0.reads += 1 } }
        return real.open(name, in: folder, flags: flags, mode: mode)
    }

    /// Writes all of `bytes`, and counts a file written.
    public func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        counts.withLock { $0.writes += 1 }
        return real.write(bytes, to: descriptor)
    }

    /// `fsync(2)`, counted.
    public func synchronize(_ descriptor: Int32) -> Int32 {
        counts.withLock { $0.flushes += 1 }
        return real.synchronize(descriptor)
    }

    /// `close(2)`.
    public func close(_ descriptor: Int32) -> Int32 {
        real.close(descriptor)
    }

    /// Swaps two names in one step, as `PosixStateFileSystem` does.
    public func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        real.exchange(first, second, in: folder)
    }

    /// `renameat(2)`.
    public func rename(_ name: String, to destination: String, in folder: Int32) -> Int32 {
        real.rename(name, to: destination, in: folder)
    }

    /// `unlinkat(2)`.
    public func unlink(_ name: String, in folder: Int32) -> Int32 {
        real.unlink(name, in: folder)
    }
}
