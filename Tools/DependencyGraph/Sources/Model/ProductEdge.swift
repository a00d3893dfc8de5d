/// A declared dependency of a target on a product of another package.
public struct ProductEdge: Sendable, Hashable, Comparable {
    /// The depending target.
    public let from: String
    /// The product depended on.
    public let product: ExternalProduct

    /// Creates a product edge.
    public init(from: String, product: ExternalProduct) {
        self.from = from
        self.product = product
    }

    /// Orders edges by source, then product, so every output is deterministic.
    public static func < (lhs: ProductEdge, rhs: ProductEdge) -> Bool {
        (lhs.from, lhs.product) < (rhs.from, rhs.product)
    }
}
