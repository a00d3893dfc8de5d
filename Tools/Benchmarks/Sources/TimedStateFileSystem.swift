import Foundation
import HeadlessDefaults
import Synchronization

/// Another state file system's calls, timed where the app makes them: what the state file cost
/// a run in place, new files and emptied folders included, which a loop over one file apart
/// from the run does not see.
final class TimedStateFileSystem: StateFileSystem, Sendable {
    private let inner: any StateFileSystem & Sendable
    private let elapsed = Mutex(Duration.zero)
    private let clock = ContinuousClock()

    /// Times every call `inner` makes.
    init(timing inner: any StateFileSystem & Sendable) {
        self.inner = inner
    }

    /// The time spent in calls so far.
    var timeInCalls: Duration { elapsed.withLock { $0 } }

    private func timed<Value>(_ call: () -> Value) -> Value {
        let start = clock.now
        let value = call()
        let spent = clock.now - start
        elapsed.withLock { $0 += spent }
        return value
    }

    func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32 {
        timed { inner.open(name, in: folder, flags: flags, mode: mode) }
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        timed { inner.write(bytes, to: descriptor) }
    }

    func synchronize(_ descriptor: Int32) -> Int32 {
        timed { inner.synchronize(descriptor) }
    }

    func close(_ descriptor: Int32) -> Int32 {
        timed { inner.close(descriptor) }
    }

    func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        timed { inner.exchange(first, second, in: folder) }
    }

    func rename(_ name: String, to destination: String, in folder: Int32) -> Int32 {
        timed { inner.rename(name, to: destination, in: folder) }
    }

    func unlink(_ name: String, in folder: Int32) -> Int32 {
        timed { inner.unlink(name, in: folder) }
    }
}
