import Synchronization

/// The asynchronous work of one screen: each piece runs off the main actor and hands its result
/// to the main run loop, which gives it to the screen only if the screen still wants it. Starting
/// a piece under a key cancels the one running under that key (a newer search replaces the one
/// its keystroke made stale); `cancelAll()` (the screen went away) and the owner's end cancel
/// everything, and a result that arrives after that changes nothing.
@MainActor
public final class ScreenTasks {
    /// Pieces started by every screen of the process and not yet ended: what a leak test reads.
    public nonisolated static var live: Int { liveCount.withLock { $0 } }

    private nonisolated static let liveCount = Mutex(0)

    private struct Running: Sendable {
        let generation: Int
        let task: Task<Void, Never>
    }

    private let runLoop: MainRunLoop
    /// In a mutex, not on the main actor: the owner's end cancels at once, wherever the last
    /// reference goes, rather than when the main actor is next free.
    private let running = Mutex<[String: Running]>([:])
    private var generation = 0

    /// Work that hands its results to `runLoop` (the process's main loop unless a test gives one).
    public init(runLoop: MainRunLoop = .main) {
        self.runLoop = runLoop
    }

    deinit {
        running.withLock { running in
            for piece in running.values { piece.task.cancel() }
        }
    }

    /// Whether a piece is running under `key`.
    public func isRunning(_ key: String) -> Bool { running.withLock { $0[key] != nil } }

    /// Starts `operation` off the main actor under `key`, after `delay` when given (a debounce: a
    /// newer start under the same key within the delay cancels this one before it sends anything),
    /// and gives its value to `deliver` on the main actor, unless the piece was cancelled or
    /// replaced in the meantime.
    public func run<Value: Sendable>(
        _ key: String,
        after delay: Duration? = nil,
        operation: @escaping @Sendable () async -> Value,
        deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        running.withLock { $0[key]?.task.cancel() }
        generation += 1
        let generation = generation
        let runLoop = runLoop
        runLoop.beginWork()
        Self.liveCount.withLock { $0 += 1 }
        // Weak from the start: the piece must not keep its owner, whose end is what cancels it.
        let task = Task.detached { [weak self] in
            defer {
                Self.liveCount.withLock { $0 -= 1 }
                runLoop.endWork()
            }
            if let delay {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            let value = await operation()
            guard !Task.isCancelled else { return }
            runLoop.perform { [weak self] in
                guard let self else { return }
                let isCurrent = self.running.withLock { running in
                    guard running[key]?.generation == generation else { return false }
                    running[key] = nil
                    return true
                }
                if isCurrent { deliver(value) }
            }
        }
        running.withLock { $0[key] = Running(generation: generation, task: task) }
    }

    /// Cancels the piece running under `key`; its result, if it comes, is dropped.
    public func cancel(_ key: String) {
        running.withLock { $0.removeValue(forKey: key) }?.task.cancel()
    }

    /// Cancels every piece; their results, if they come, are dropped.
    public func cancelAll() {
        let pieces = running.withLock { running in
            defer { running.removeAll() }
            return Array(running.values)
        }
        for piece in pieces { piece.task.cancel() }
    }
}
