/// A declared dependency: `from` depends on `to`.
public struct Edge: Sendable, Hashable, Comparable {
    /// The depending target.
    public let from: String
    /// The target depended on.
    public let to: String

    /// Creates an edge.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// Orders edges by source, then destination, so every output is deterministic.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
}
