import Synchronization

/// Live-object counts by type name: view controllers count themselves, coordinators call
/// `increment` and `decrement` from `init` and `deinit`. Thread-safe, because `deinit` may
/// run off the main actor.
public enum LiveInstances {
    private static let counts = Mutex<[String: Int]>([:])

    /// Counts one more live instance of `type`.
    public static func increment(_ type: Any.Type) {
        let name = String(describing: type)
        counts.withLock { $0[name, default: 0] += 1 }
    }

    /// Counts one instance of `type` fewer.
    public static func decrement(_ type: Any.Type) {
        let name = String(describing: type)
        counts.withLock { counts in
            let remaining = counts[name, default: 0] - 1
            counts[name] = remaining == 0 ? nil : remaining
        }
    }

    /// How many instances of `type` are alive now.
    public static func count(of type: Any.Type) -> Int {
        let name = String(describing: type)
        return counts.withLock { $0[name, default: 0] }
    }

    /// Every type with live instances and its count.
    public static func snapshot() -> [String: Int] {
        counts.withLock { $0 }
    }
}
