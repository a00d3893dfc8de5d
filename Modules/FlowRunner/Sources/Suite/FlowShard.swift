/// One share of a suite, `INDEX/COUNT` counting from 1, so a CI matrix of COUNT jobs runs
/// every flow exactly once. Flows are dealt round-robin in path order, so each share is
/// stable for a given set of files.
public struct FlowShard: Sendable, Equatable {
    /// This job's share, from 1 to `count`.
    public let index: Int
    /// How many shares there are.
    public let count: Int

    /// Reads `INDEX/COUNT`.
    ///
    /// - Throws: `FlowUsageError` unless `1 <= INDEX <= COUNT`.
    public init(parsing text: String) throws(FlowUsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else {
            throw FlowUsageError("--shard: expected INDEX/COUNT with 1 <= INDEX <= COUNT (e.g. 1/4), found '\(text)'")
        }
        self.index = index
        self.count = count
    }

    /// The flows of this share, from all flows in a stable order.
    public func select<Element>(from all: [Element]) -> [Element] {
        all.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
