/// Expects objects to be released once a flow ends, and says which were not. Deterministic:
/// ARC releases an object as soon as its last strong reference goes, so checking after the
/// flow returns needs no waiting.
@MainActor
public final class LeakDetector {
    /// An object that outlived its expected release.
    public struct Leak: Sendable, Equatable, CustomStringConvertible {
        /// The object's type name.
        public let typeName: String
        /// Why it was expected to go.
        public let reason: String
        /// Where the expectation was set, as `file:line`.
        public let location: String

        /// E.g. `HomeViewController is still alive (expected release: popped) — set at X.swift:12`.
        public var description: String {
            "\(typeName) is still alive (expected release: \(reason)) — expectation set at \(location)"
        }
    }

    private struct Expectation {
        weak var object: AnyObject?
        let typeName: String
        let reason: String
        let location: String
    }

    private var expectations: [Expectation] = []

    /// Creates a detector with no expectations.
    public init() {}

    /// Expects `object` to be released by the time `check()` runs. Keeps only a weak reference.
    public func expectRelease(
        _ object: AnyObject,
        because reason: String,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        expectations.append(
            Expectation(
                object: object,
                typeName: String(describing: type(of: object)),
                reason: reason,
                location: "\(fileID):\(line)"
            ))
    }

    /// The expected objects that are still alive. Clears the expectations.
    public func check() -> [Leak] {
        defer { expectations.removeAll() }
        return expectations.filter { $0.object != nil }.map {
            Leak(typeName: $0.typeName, reason: $0.reason, location: $0.location)
        }
    }

    /// How many expectations wait for `check()`.
    public var pendingCount: Int { expectations.count }
}
