import Foundation

/// A value behind a lock, as `Synchronization.Mutex` keeps one, on `NSLock`.
///
/// Why not `Mutex`: on Linux its contended path waits in the kernel from inside the toolchain's
/// uninstrumented Synchronization library, so ThreadSanitizer misses that hand-over and reports
/// a race between two accesses the lock orders (`make tsan` did, in the test server's
/// HTTPServerKit). `NSLock` is a pthread mutex, which ThreadSanitizer follows, so `make tsan`
/// judges this module's own locking and nothing else.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only with `lock` held.
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
